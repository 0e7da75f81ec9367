CREATE TABLE "sample_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_title" text NOT NULL,
	"dose" text DEFAULT '' NOT NULL,
	"qty" integer NOT NULL,
	"country_code" text NOT NULL,
	"year_start" text NOT NULL,
	"registration_number" text NOT NULL,
	"registration_council" text NOT NULL,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "registration_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "registration_council" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "registration_year" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "verification_status" text DEFAULT 'Unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "verification_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sample_ledger" ADD CONSTRAINT "sample_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_ledger" ADD CONSTRAINT "sample_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sample_ledger_order_uq" ON "sample_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sample_ledger_count_idx" ON "sample_ledger" USING btree ("member_id","product_id","year_start");