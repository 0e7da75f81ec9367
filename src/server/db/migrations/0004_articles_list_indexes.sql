DROP INDEX "articles_journal_idx";--> statement-breakpoint
DROP INDEX "articles_therapy_idx";--> statement-breakpoint
CREATE INDEX "articles_journal_published_idx" ON "articles" USING btree ("journal_id","published_at","id");--> statement-breakpoint
CREATE INDEX "articles_therapy_published_idx" ON "articles" USING btree ("therapy","published_at","id");