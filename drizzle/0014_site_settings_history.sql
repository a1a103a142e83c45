CREATE TABLE "site_settings_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"value" jsonb NOT NULL,
	"saved_by" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "site_settings_history_key_version_uq" ON "site_settings_history" USING btree ("key","version");--> statement-breakpoint
CREATE INDEX "site_settings_history_saved_idx" ON "site_settings_history" USING btree ("saved_at" DESC NULLS LAST);