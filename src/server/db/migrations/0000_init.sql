CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"journal_id" integer NOT NULL,
	"therapy" text NOT NULL,
	"link" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"popup_link" text NOT NULL,
	"therapeutic_focus" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"link_name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"banner" text DEFAULT 'N' NOT NULL,
	"outcome" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"therapeutic_focus" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"query" text NOT NULL,
	"response" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emailers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"journal_id" integer NOT NULL,
	"sub_category_title" text NOT NULL,
	"therapeutic_focus" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_name" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "therapeutic_focuses" (
	"name" text PRIMARY KEY NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"member_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" smallint,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_member_id_key_pk" PRIMARY KEY("member_id","key")
);
--> statement-breakpoint
CREATE TABLE "journals" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "managers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mail" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"salutation" text DEFAULT 'Dr.' NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"birth_date" text DEFAULT '' NOT NULL,
	"qualification" text DEFAULT '' NOT NULL,
	"g_plus_link" text DEFAULT '' NOT NULL,
	"facebook_link" text DEFAULT '' NOT NULL,
	"twitter_link" text DEFAULT '' NOT NULL,
	"linkedin_link" text DEFAULT '' NOT NULL,
	"link_to_blog" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"practice_hours" text DEFAULT '' NOT NULL,
	"payment_mode_number" text DEFAULT '' NOT NULL,
	"payment_mode_one" text DEFAULT '' NOT NULL,
	"payment_mode_two" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"personal_intro" text DEFAULT '' NOT NULL,
	"photo_file" text,
	"therapeutic_focus" text NOT NULL,
	"member_role" text DEFAULT '1' NOT NULL,
	"campaign_link" text DEFAULT '' NOT NULL,
	"feedback_link" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT 'N' NOT NULL,
	"tbm" text,
	"abm" text,
	"rbm" text,
	"sm" text,
	"flaga" text DEFAULT '' NOT NULL,
	"flagb" text DEFAULT '' NOT NULL,
	"headquarter" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"premium" text DEFAULT 'N' NOT NULL,
	"professional_level" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"table_name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"sub_category" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"date" text DEFAULT '' NOT NULL,
	"time" text DEFAULT '' NOT NULL,
	"addl_description" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"member_id" integer,
	"code_hmac" text NOT NULL,
	"sms_sent" boolean DEFAULT false NOT NULL,
	"wrong_tries" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "otp_numbers" (
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "otp_numbers_country_code_phone_pk" PRIMARY KEY("country_code","phone")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "portals" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"link_name" text NOT NULL,
	"therapeutic_focus" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "priority_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"therapy_id" integer NOT NULL,
	"title" text NOT NULL,
	"composition" text DEFAULT '' NOT NULL,
	"dose" text DEFAULT '' NOT NULL,
	"table_name" text DEFAULT 'samples' NOT NULL,
	"image" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"token" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"topics" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"table_name" text DEFAULT '' NOT NULL,
	"service_type" text DEFAULT '' NOT NULL,
	"link_name" text DEFAULT '' NOT NULL,
	"therapeutic_focus" text,
	"outcome" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"demo_video" text DEFAULT '' NOT NULL,
	"sample_link" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"sub_header" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "therapies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	CONSTRAINT "therapies_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"trailer_link" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"link_name" text NOT NULL,
	"therapeutic_focus" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_therapeutic_focus_therapeutic_focuses_name_fk" FOREIGN KEY ("therapeutic_focus") REFERENCES "public"."therapeutic_focuses"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_log" ADD CONSTRAINT "chat_log_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emailers" ADD CONSTRAINT "emailers_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_settings" ADD CONSTRAINT "member_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_tbm_managers_code_fk" FOREIGN KEY ("tbm") REFERENCES "public"."managers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_abm_managers_code_fk" FOREIGN KEY ("abm") REFERENCES "public"."managers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_rbm_managers_code_fk" FOREIGN KEY ("rbm") REFERENCES "public"."managers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_sm_managers_code_fk" FOREIGN KEY ("sm") REFERENCES "public"."managers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priority_messages" ADD CONSTRAINT "priority_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_therapy_id_therapies_id_fk" FOREIGN KEY ("therapy_id") REFERENCES "public"."therapies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_therapeutic_focus_therapeutic_focuses_name_fk" FOREIGN KEY ("therapeutic_focus") REFERENCES "public"."therapeutic_focuses"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_journal_idx" ON "articles" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "articles_therapy_idx" ON "articles" USING btree ("therapy");--> statement-breakpoint
CREATE UNIQUE INDEX "members_phone_uq" ON "members" USING btree ("country_code","phone");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "otp_key_uq" ON "otp_challenges" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "otp_phone_idx" ON "otp_challenges" USING btree ("country_code","phone","created_at");--> statement-breakpoint
CREATE INDEX "products_therapy_idx" ON "products" USING btree ("therapy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_key_uq" ON "sessions" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sub_categories_cat_idx" ON "sub_categories" USING btree ("category_id");