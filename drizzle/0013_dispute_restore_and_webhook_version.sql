CREATE TABLE "webhook_deliveries" (
	"provider" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"api_version" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_access" ADD COLUMN "revoked_by" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "revoked_from" text;