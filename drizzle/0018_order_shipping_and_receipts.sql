ALTER TABLE "purchase_orders" ADD COLUMN "ships" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "charges" jsonb;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "tracking_url" text;