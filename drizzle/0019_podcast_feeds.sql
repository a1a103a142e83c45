CREATE TABLE "podcast_feed_fetches" (
	"feed_id" uuid NOT NULL,
	"day" date NOT NULL,
	"ip_hash" text NOT NULL,
	CONSTRAINT "podcast_feed_fetches_feed_id_day_ip_hash_pk" PRIMARY KEY("feed_id","day","ip_hash")
);
--> statement-breakpoint
CREATE TABLE "podcast_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"seed" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reset_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "podcast_feed_fetches" ADD CONSTRAINT "podcast_feed_fetches_feed_id_podcast_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."podcast_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_feeds" ADD CONSTRAINT "podcast_feeds_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_feeds" ADD CONSTRAINT "podcast_feeds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "podcast_feed_fetches_day_idx" ON "podcast_feed_fetches" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "podcast_feeds_token_uq" ON "podcast_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "podcast_feeds_current_uq" ON "podcast_feeds" USING btree ("user_id","product_id") WHERE "podcast_feeds"."reset_at" is null;--> statement-breakpoint
CREATE INDEX "podcast_feeds_product_idx" ON "podcast_feeds" USING btree ("product_id");