CREATE TABLE "checkout_starts" (
	"session_id" text PRIMARY KEY NOT NULL,
	"user_agent" text,
	"client_ip" text,
	"fbp" text,
	"fbc" text,
	"page_url" text,
	"ga_client_id" text,
	"ga_session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "checkout_starts_created_idx" ON "checkout_starts" USING btree ("created_at");