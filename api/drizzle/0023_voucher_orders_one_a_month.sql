-- A draft left beside its month's placed order (placing the month's order left it) is dropped:
-- the placed order is what was ordered, and the index below allows one order a month.
DELETE FROM "voucher_orders" AS "draft" USING "voucher_orders" AS "placed"
  WHERE "draft"."status" = 'saved' AND "placed"."status" = 'placed'
    AND "placed"."client_id" = "draft"."client_id" AND "placed"."month" = "draft"."month";--> statement-breakpoint
DROP INDEX "voucher_orders_client_month_status";--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_orders_client_month" ON "voucher_orders" USING btree ("client_id","month");
