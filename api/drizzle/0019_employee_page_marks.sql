CREATE TABLE "employee_page_marks" (
	"client_id" integer NOT NULL,
	"sort_by" text NOT NULL,
	"spacing" integer NOT NULL,
	"order_version" bigint NOT NULL,
	"marks" jsonb NOT NULL,
	CONSTRAINT "employee_page_marks_client_id_sort_by_pk" PRIMARY KEY("client_id","sort_by")
);
--> statement-breakpoint
ALTER TABLE "client_user_totals" ADD COLUMN "order_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_page_marks" ADD CONSTRAINT "employee_page_marks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;