CREATE TABLE "login_days" (
	"client_id" integer NOT NULL,
	"day" date NOT NULL,
	"logins" integer DEFAULT 0 NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "login_days_client_id_day_pk" PRIMARY KEY("client_id","day")
);
--> statement-breakpoint
CREATE TABLE "workforce_counts" (
	"client_id" integer NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"headcount" integer DEFAULT 0 NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"two_factor" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "workforce_counts_client_id_department_location_pk" PRIMARY KEY("client_id","department","location")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_days" ADD CONSTRAINT "login_days_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce_counts" ADD CONSTRAINT "workforce_counts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_client_last_login" ON "users" USING btree ("client_id","last_login_at");