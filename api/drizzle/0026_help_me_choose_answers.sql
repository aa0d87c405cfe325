CREATE TABLE "choice_answers" (
	"user_id" integer NOT NULL,
	"scheme_year" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "choice_answers_user_id_scheme_year_pk" PRIMARY KEY("user_id","scheme_year")
);
--> statement-breakpoint
ALTER TABLE "choice_answers" ADD CONSTRAINT "choice_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;