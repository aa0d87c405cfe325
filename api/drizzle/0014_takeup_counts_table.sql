CREATE TABLE "takeup_counts" (
	"client_id" integer NOT NULL,
	"scheme_year" integer NOT NULL,
	"benefit_id" integer NOT NULL,
	"status" text NOT NULL,
	"employment_status" text NOT NULL,
	"on_probation" boolean NOT NULL,
	"people" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "takeup_counts_pk" PRIMARY KEY("client_id","scheme_year","benefit_id","status","employment_status","on_probation")
);
--> statement-breakpoint
ALTER TABLE "takeup_counts" ADD CONSTRAINT "takeup_counts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takeup_counts" ADD CONSTRAINT "takeup_counts_benefit_id_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."benefits"("id") ON DELETE cascade ON UPDATE no action;