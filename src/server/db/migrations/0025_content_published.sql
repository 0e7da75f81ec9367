DROP INDEX "articles_journal_published_idx";--> statement-breakpoint
DROP INDEX "articles_therapy_published_idx";--> statement-breakpoint
DROP INDEX "articles_published_idx";--> statement-breakpoint
DROP INDEX "articles_language_idx";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "portals" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "therapies" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_journal_published_idx" ON "articles" USING btree ("journal_id","published_at","id") WHERE "articles"."published";--> statement-breakpoint
CREATE INDEX "articles_therapy_published_idx" ON "articles" USING btree ("therapy","published_at","id") WHERE "articles"."published";--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at","id") WHERE "articles"."published";--> statement-breakpoint
CREATE INDEX "articles_language_idx" ON "articles" USING btree ("language","published_at","id") WHERE "articles"."language" <> 'en' and "articles"."published";