CREATE TABLE "data_load_changes" (
	"load_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created" boolean NOT NULL,
	"before" jsonb
);
--> statement-breakpoint
CREATE TABLE "data_loads" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"uploaded_by" integer,
	"file_name" text NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{"new":0,"changed":0,"unchanged":0,"leaving":0}'::jsonb NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'checked' NOT NULL,
	"kind" text DEFAULT 'load' NOT NULL,
	"undoes_load_id" integer,
	"send_welcome_emails" boolean DEFAULT true NOT NULL,
	"job_id" integer,
	"failure" text,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"rows_blob" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "data_load_changes" ADD CONSTRAINT "data_load_changes_load_id_data_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."data_loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_load_changes" ADD CONSTRAINT "data_load_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_loads" ADD CONSTRAINT "data_loads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_loads" ADD CONSTRAINT "data_loads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_load_changes_load" ON "data_load_changes" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "data_loads_client_status" ON "data_loads" USING btree ("client_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_loads_one_busy_per_client" ON "data_loads" USING btree ("client_id") WHERE "data_loads"."status" in ('queued', 'applying');