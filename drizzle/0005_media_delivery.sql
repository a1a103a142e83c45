CREATE TABLE "listening_sessions" (
	"user_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"chapter_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"device_label" text NOT NULL,
	"position_seconds" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listening_sessions_user_id_session_id_pk" PRIMARY KEY("user_id","session_id"),
	CONSTRAINT "listening_sessions_seconds_ck" CHECK ("listening_sessions"."position_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "playback_settings" (
	"user_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"speed" double precision DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playback_settings_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "playback_settings_speed_ck" CHECK ("playback_settings"."speed" >= 0.5 and "playback_settings"."speed" <= 3)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "file_path" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "opens_at" text;--> statement-breakpoint
ALTER TABLE "listening_sessions" ADD CONSTRAINT "listening_sessions_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listening_sessions" ADD CONSTRAINT "listening_sessions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listening_sessions" ADD CONSTRAINT "listening_sessions_chapter_id_audio_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."audio_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_settings" ADD CONSTRAINT "playback_settings_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_settings" ADD CONSTRAINT "playback_settings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listening_sessions_recent_idx" ON "listening_sessions" USING btree ("user_id","product_id","updated_at" DESC NULLS LAST);