ALTER TABLE "life_events" DROP COLUMN "kind";--> statement-breakpoint
ALTER TABLE "life_events" DROP COLUMN "closed_at";