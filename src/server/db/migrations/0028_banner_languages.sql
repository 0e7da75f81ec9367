ALTER TABLE "banners" ADD COLUMN "popup_link_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "popup_link_ne" text DEFAULT '' NOT NULL;