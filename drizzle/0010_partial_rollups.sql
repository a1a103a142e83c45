CREATE TABLE "analytics_partial_days" (
	"day" date PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"through" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_visitor_idx" ON "analytics_events" USING btree ("visitor_id");