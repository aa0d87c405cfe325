CREATE TABLE "voucher_order_lines" (
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_pence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"month" text NOT NULL,
	"status" text NOT NULL,
	"employee_count" integer NOT NULL,
	"total_pence" bigint NOT NULL,
	"created_by" integer,
	"placed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"placed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "voucher_order_lines" ADD CONSTRAINT "voucher_order_lines_order_id_voucher_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."voucher_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_order_lines" ADD CONSTRAINT "voucher_order_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_orders" ADD CONSTRAINT "voucher_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_orders" ADD CONSTRAINT "voucher_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_orders" ADD CONSTRAINT "voucher_orders_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_order_lines_order_user" ON "voucher_order_lines" USING btree ("order_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_orders_client_month_status" ON "voucher_orders" USING btree ("client_id","month","status");--> statement-breakpoint
CREATE INDEX "users_client_eligibility" ON "users" USING btree ("client_id","employment_status","on_probation");