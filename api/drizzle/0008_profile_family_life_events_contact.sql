CREATE TABLE "contact_enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"actor_user_id" integer,
	"subject_value" text NOT NULL,
	"subject_label" text NOT NULL,
	"comments" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_enquiry_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "life_event_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"window_days" integer NOT NULL,
	"benefit_group_codes" text[] DEFAULT '{}' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "life_event_types_window_days" CHECK ("life_event_types"."window_days" between 1 and 366)
);
--> statement-breakpoint
ALTER TABLE "life_events" ALTER COLUMN "kind" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "window_opens" date;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "window_closes" date;--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "life_events" ADD COLUMN "life_event_type_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "life_events" ADD COLUMN "window_closes_on" date NOT NULL;--> statement-breakpoint
ALTER TABLE "life_events" ADD COLUMN "closed_on" date;--> statement-breakpoint
ALTER TABLE "life_events" ADD COLUMN "closed_year" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_ip" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_employer_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "employee_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "department" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "employment_start_date" date;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD CONSTRAINT "contact_enquiries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD CONSTRAINT "contact_enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD CONSTRAINT "contact_enquiries_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_enquiry_options" ADD CONSTRAINT "contact_enquiry_options_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_event_types" ADD CONSTRAINT "life_event_types_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_enquiries_user_created" ON "contact_enquiries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_enquiries_client_created" ON "contact_enquiries" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_enquiry_options_client_value" ON "contact_enquiry_options" USING btree ("client_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "email_changes_token_hash" ON "email_changes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_changes_user" ON "email_changes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "life_event_types_client_code" ON "life_event_types" USING btree ("client_id","code");--> statement-breakpoint
ALTER TABLE "life_events" ADD CONSTRAINT "life_events_life_event_type_id_life_event_types_id_fk" FOREIGN KEY ("life_event_type_id") REFERENCES "public"."life_event_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_members_one_active_partner" ON "family_members" USING btree ("user_id") WHERE "family_members"."relationship" = 'partner' and "family_members"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "life_events_user_type_date" ON "life_events" USING btree ("user_id","life_event_type_id","event_date");--> statement-breakpoint
CREATE INDEX "life_events_open" ON "life_events" USING btree ("window_closes_on") WHERE "life_events"."status" = 'open';--> statement-breakpoint
ALTER TABLE "life_events" ADD CONSTRAINT "life_events_closed" CHECK (("life_events"."status" = 'open') = ("life_events"."closed_on" is null and "life_events"."closed_year" is null));