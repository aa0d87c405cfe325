CREATE TABLE "basket_items" (
	"user_id" integer NOT NULL,
	"benefit_id" integer NOT NULL,
	"scheme_year" integer NOT NULL,
	"values" jsonb NOT NULL,
	"accepted_terms" integer,
	"window_closes_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_items_user_id_benefit_id_pk" PRIMARY KEY("user_id","benefit_id")
);
--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_benefit_id_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."benefits"("id") ON DELETE cascade ON UPDATE no action;