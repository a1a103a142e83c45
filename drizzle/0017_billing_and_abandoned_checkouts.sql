CREATE TABLE "abandoned_checkouts" (
	"session_id" text PRIMARY KEY NOT NULL,
	"email" text,
	"offer_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expired_at" timestamp with time zone NOT NULL,
	"email_id" uuid,
	"decision" text NOT NULL,
	"recovered_by" text,
	"recovered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "send_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "cancels_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "abandoned_checkouts" ADD CONSTRAINT "abandoned_checkouts_email_id_email_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abandoned_checkouts_expired_idx" ON "abandoned_checkouts" USING btree ("expired_at");