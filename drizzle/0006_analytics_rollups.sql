CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"amount" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "analytics_daily_day_kind_key_pk" PRIMARY KEY("day","kind","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_vitals" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"samples" integer NOT NULL,
	CONSTRAINT "analytics_daily_vitals_day_path_metric_value_pk" PRIMARY KEY("day","path","metric","value")
);
--> statement-breakpoint
ALTER TABLE "analytics_events" DROP CONSTRAINT "analytics_events_type_ck";--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_type_ck" CHECK ("analytics_events"."type" in ('page_view', 'click', 'navigation', 'form_submit', 'custom', 'web_vital'));