CREATE TABLE "email_suppressions" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"followup_id" uuid,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_events_status_ck" CHECK ("lead_events"."status" in ('queued', 'sending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "lead_followups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"result_email_id" uuid,
	"consent_version" text,
	"consented_at" timestamp with time zone,
	"consent_ip_hash" text,
	"confirmed_at" timestamp with time zone,
	"sequence_step" integer DEFAULT 0 NOT NULL,
	"sequence_next_at" timestamp with time zone,
	"sequence_end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_followups_lead_id_unique" UNIQUE("lead_id"),
	CONSTRAINT "lead_followups_kind_ck" CHECK ("lead_followups"."lead_kind" in ('readiness', 'author', 'application')),
	CONSTRAINT "lead_followups_consent_ck" CHECK (("lead_followups"."consented_at" is null) = ("lead_followups"."consent_version" is null) and ("lead_followups"."confirmed_at" is null or "lead_followups"."consented_at" is not null)),
	CONSTRAINT "lead_followups_end_ck" CHECK ("lead_followups"."sequence_end_reason" is null or "lead_followups"."sequence_end_reason" in ('completed', 'purchased', 'applied', 'unsubscribed', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_status_ck";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "kind" text DEFAULT 'transactional' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_followup_id_lead_followups_id_fk" FOREIGN KEY ("followup_id") REFERENCES "public"."lead_followups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_followups" ADD CONSTRAINT "lead_followups_result_email_id_email_outbox_id_fk" FOREIGN KEY ("result_email_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_due_idx" ON "lead_events" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "lead_events_followup_idx" ON "lead_events" USING btree ("followup_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_followups_email_idx" ON "lead_followups" USING btree ("email");--> statement-breakpoint
CREATE INDEX "lead_followups_due_idx" ON "lead_followups" USING btree ("sequence_next_at");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_ck" CHECK ("email_outbox"."kind" in ('transactional', 'lead', 'marketing'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_ck" CHECK ("email_outbox"."status" in ('queued', 'sending', 'sent', 'failed', 'suppressed'));