CREATE TABLE "client_user_totals" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"people" integer DEFAULT 0 NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"two_factor" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_user_totals" ADD CONSTRAINT "client_user_totals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;