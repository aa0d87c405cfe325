-- Failures are counted per email address (login_failures) instead of per account, so an unknown
-- address locks like a known one; links can be resent unchanged; bulk mail is idempotent.
CREATE TABLE "login_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "date_of_birth_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "token_sealed" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_pending_secret_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_idempotency_key" ON "outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mfa_pending_secret_hash" ON "users" USING btree ("mfa_pending_secret_hash");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";
