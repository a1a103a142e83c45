CREATE TABLE "funnel_visitors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"contact" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_deadlines" (
	"owner" text NOT NULL,
	"countdown" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offer_deadlines_owner_countdown_pk" PRIMARY KEY("owner","countdown"),
	CONSTRAINT "offer_deadlines_order_ck" CHECK ("offer_deadlines"."ends_at" > "offer_deadlines"."starts_at")
);
--> statement-breakpoint
CREATE INDEX "funnel_visitors_contact_idx" ON "funnel_visitors" USING btree ("contact");