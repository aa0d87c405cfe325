-- The benefits catalogue (kinds, configuration, eligibility, versioned terms, medical
-- questions, related benefits), selections with their values, costs, terms and sealed medical
-- answers, claims with receipts, the selection window, salaries, and home content and FAQ groups.
CREATE TABLE "benefit_medical_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"benefit_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"text" text NOT NULL,
	"needs_underwriting" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "benefit_relations" (
	"benefit_id" integer NOT NULL,
	"related_benefit_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "benefit_relations_benefit_id_related_benefit_id_pk" PRIMARY KEY("benefit_id","related_benefit_id")
);
--> statement-breakpoint
CREATE TABLE "benefit_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"benefit_id" integer NOT NULL,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"benefit_id" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	"treatment_date" date NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"receipt_id" integer NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" integer,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carousel_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"audience" text DEFAULT 'everyone' NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"link_label" text,
	"tone" text DEFAULT 'info' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"audience" text DEFAULT 'everyone' NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"link" text NOT NULL,
	"link_label" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "benefits_client_slug";--> statement-breakpoint
DROP INDEX "selections_user";--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "scheme_year" integer;--> statement-breakpoint
-- Benefits from before scheme years belong to their client's current one.
UPDATE "benefits" SET "scheme_year" = "clients"."scheme_year" FROM "clients" WHERE "clients"."id" = "benefits"."client_id";--> statement-breakpoint
ALTER TABLE "benefits" ALTER COLUMN "scheme_year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "category" text DEFAULT 'lifestyle' NOT NULL;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "kind" text DEFAULT 'info' NOT NULL;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "config" jsonb DEFAULT '{"kind":"info"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "provider_name" text;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "salary_sacrifice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "excludes_probation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "employment_statuses" text[] DEFAULT '{active}' NOT NULL;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "faqs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "claim_steps" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "claims_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "selection_window_opens" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "selection_window_closes" date;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "employee_monthly_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "employer_monthly_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "tax_saving_monthly_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "ni_saving_monthly_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "accepted_terms_version" integer;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "underwriting_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "medical_answers_sealed" text;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "annual_salary_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "benefit_medical_questions" ADD CONSTRAINT "benefit_medical_questions_benefit_id_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_relations" ADD CONSTRAINT "benefit_relations_benefit_id_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_relations" ADD CONSTRAINT "benefit_relations_related_benefit_id_benefits_id_fk" FOREIGN KEY ("related_benefit_id") REFERENCES "public"."benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_terms" ADD CONSTRAINT "benefit_terms_benefit_id_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_benefit_id_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_receipt_id_receipt_uploads_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipt_uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_uploads" ADD CONSTRAINT "receipt_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_uploads" ADD CONSTRAINT "receipt_uploads_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_slides" ADD CONSTRAINT "carousel_slides_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_group_id_faq_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."faq_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_groups" ADD CONSTRAINT "faq_groups_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_banners" ADD CONSTRAINT "home_banners_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_cards" ADD CONSTRAINT "home_cards_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "benefit_medical_questions_benefit" ON "benefit_medical_questions" USING btree ("benefit_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_terms_benefit_version" ON "benefit_terms" USING btree ("benefit_id","version");--> statement-breakpoint
CREATE INDEX "claims_user_benefit" ON "claims" USING btree ("user_id","benefit_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_receipt" ON "claims" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_uploads_public_id" ON "receipt_uploads" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "receipt_uploads_unclaimed_expiry" ON "receipt_uploads" USING btree ("expires_at") WHERE "receipt_uploads"."claimed_at" is null;--> statement-breakpoint
CREATE INDEX "carousel_slides_client" ON "carousel_slides" USING btree ("client_id","position");--> statement-breakpoint
CREATE INDEX "faq_entries_group" ON "faq_entries" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "faq_groups_client" ON "faq_groups" USING btree ("client_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "home_banners_client_key" ON "home_banners" USING btree ("client_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "home_cards_client_key" ON "home_cards" USING btree ("client_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "benefits_client_year_slug" ON "benefits" USING btree ("client_id","scheme_year","slug");--> statement-breakpoint
CREATE INDEX "selections_user" ON "selections" USING btree ("user_id","benefit_id","id");--> statement-breakpoint
-- The limits that lived in columns move into each benefit's configuration: a ccv benefit becomes a
-- voucher, one that needs approval an order, the rest information until configured.
UPDATE "benefits" SET "kind" = 'voucher', "config" = jsonb_build_object('kind', 'voucher', 'amount', jsonb_build_object('minimum', "minimum_pence", 'maximum', "maximum_pence", 'step', coalesce("step_pence", 1)))
  WHERE "group_code" = 'ccv' AND "minimum_pence" IS NOT NULL;--> statement-breakpoint
UPDATE "benefits" SET "kind" = 'order', "config" = jsonb_build_object('kind', 'order', 'hireMonths', 12, 'details', '[]'::jsonb, 'orderValue', jsonb_build_object('minimum', "minimum_pence", 'maximum', "maximum_pence", 'step', coalesce("step_pence", 1)))
  WHERE "group_code" <> 'ccv' AND "requires_approval" AND "minimum_pence" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "benefits" DROP COLUMN "beam_supported";--> statement-breakpoint
ALTER TABLE "benefits" DROP COLUMN "minimum_pence";--> statement-breakpoint
ALTER TABLE "benefits" DROP COLUMN "maximum_pence";--> statement-breakpoint
ALTER TABLE "benefits" DROP COLUMN "step_pence";--> statement-breakpoint
-- FAQs kept as a JSON list in site_content become one group of the new FAQ tables.
INSERT INTO "faq_groups" ("client_id", "position", "title")
  SELECT "client_id", 0, 'Frequently asked questions' FROM "site_content" WHERE "kind" = 'faqs';--> statement-breakpoint
INSERT INTO "faq_entries" ("group_id", "position", "question", "answer")
  SELECT g."id", f.ordinality::int, f.value->>'question', f.value->>'answer'
  FROM "site_content" c
  JOIN "faq_groups" g ON g."client_id" = c."client_id"
  CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(c."content"::jsonb) = 'array' THEN c."content"::jsonb ELSE '[]'::jsonb END) WITH ORDINALITY AS f(value, ordinality)
  WHERE c."kind" = 'faqs' AND f.value ? 'question' AND f.value ? 'answer';--> statement-breakpoint
DELETE FROM "site_content" WHERE "kind" = 'faqs';--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_config_kind" CHECK ("benefits"."config"->>'kind' = "benefits"."kind");