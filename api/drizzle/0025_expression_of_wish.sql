CREATE TABLE "wish_beneficiaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"family_member_id" integer,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"share_percent" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wish_beneficiaries" ADD CONSTRAINT "wish_beneficiaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_beneficiaries" ADD CONSTRAINT "wish_beneficiaries_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wish_beneficiaries_user" ON "wish_beneficiaries" USING btree ("user_id","position");