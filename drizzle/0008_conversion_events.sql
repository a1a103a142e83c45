CREATE TABLE "conversion_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"platform" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversion_events_status_ck" CHECK ("conversion_events"."status" in ('queued', 'sending', 'delivered', 'failed')),
	CONSTRAINT "conversion_events_platform_ck" CHECK ("conversion_events"."platform" in ('meta', 'ga4'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_events_order_platform_idx" ON "conversion_events" USING btree ("order_id","platform");--> statement-breakpoint
CREATE INDEX "conversion_events_due_idx" ON "conversion_events" USING btree ("status","next_attempt_at");