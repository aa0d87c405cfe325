CREATE TABLE "download_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"session_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "download_tickets" ADD CONSTRAINT "download_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "download_tickets_hash" ON "download_tickets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "download_tickets_expires" ON "download_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "selections_benefit_pending" ON "selections" USING btree ("benefit_id","created_at","id") WHERE "selections"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "users_client_email" ON "users" USING btree ("client_id","email","id");--> statement-breakpoint
CREATE INDEX "users_client_activated" ON "users" USING btree ("client_id","activated_at","id");--> statement-breakpoint
CREATE INDEX "users_client_mfa_name" ON "users" USING btree ("client_id","mfa_enabled","surname","first_name","id");