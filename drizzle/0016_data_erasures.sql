CREATE TABLE "data_erasures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requested_by" text NOT NULL,
	"admin_id" text,
	"erased_rows" jsonb NOT NULL,
	"kept_orders" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_erasures_requested_by_ck" CHECK ("data_erasures"."requested_by" in ('member', 'admin'))
);
--> statement-breakpoint
CREATE INDEX "data_erasures_created_idx" ON "data_erasures" USING btree ("created_at" DESC NULLS LAST);