CREATE TABLE "purchase_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_status_ck" CHECK ("purchase_orders"."status" in ('paid', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "product_access" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "product_access" ADD CONSTRAINT "product_access_order_id_purchase_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("order_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_access_order_idx" ON "product_access" USING btree ("order_id");