CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"requested_by" integer,
	"type" text NOT NULL,
	"year" integer NOT NULL,
	"month" smallint NOT NULL,
	"provider_name" text,
	"label" text NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_client_created" ON "reports" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "selections_benefit_id" ON "selections" USING btree ("benefit_id","id");