CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"percent_off" integer,
	"amount_off" integer,
	"offer_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"stripe_coupon_id" text NOT NULL,
	"stripe_promotion_code_id" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_discount_ck" CHECK (("coupons"."percent_off" is null) <> ("coupons"."amount_off" is null) and coalesce("coupons"."percent_off", 1) between 1 and 100 and coalesce("coupons"."amount_off", 1) > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_promotion_code_uq" ON "coupons" USING btree ("stripe_promotion_code_id");