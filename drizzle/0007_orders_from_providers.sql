CREATE TABLE "provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"order_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "purchase_orders" DROP CONSTRAINT "purchase_orders_status_ck";--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "provider" text DEFAULT 'webhook' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "buyer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "buyer_id" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "offer_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "amount" integer;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "customer_ref" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "payment_ref" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "subscription_ref" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "installments" integer;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "raw_event" jsonb;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_buyer_id_auth_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_orders_payment_idx" ON "purchase_orders" USING btree ("provider","payment_ref");--> statement-breakpoint
CREATE INDEX "purchase_orders_subscription_idx" ON "purchase_orders" USING btree ("provider","subscription_ref");--> statement-breakpoint
CREATE INDEX "purchase_orders_created_idx" ON "purchase_orders" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchase_orders_status_idx" ON "purchase_orders" USING btree ("status");--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_provider_ck" CHECK ("purchase_orders"."provider" in ('stripe', 'thrivecart', 'webhook'));--> statement-breakpoint
-- Orders recorded before providers: "paid" meant granted.
UPDATE "purchase_orders" SET "status" = 'granted' WHERE "status" = 'paid';--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_status_ck" CHECK ("purchase_orders"."status" in ('granted', 'needs_attention', 'refunded', 'disputed', 'ended', 'completed'));