ALTER TABLE "articles" ADD COLUMN "search_folded" text GENERATED ALWAYS AS (search_fold("title" || chr(10) || "description")) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_folded" text GENERATED ALWAYS AS (search_fold("title")) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "composition_folded" text GENERATED ALWAYS AS (search_fold("composition")) STORED;--> statement-breakpoint
CREATE INDEX "articles_search_folded_idx" ON "articles" USING gin ("search_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_folded_idx" ON "products" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_composition_folded_idx" ON "products" USING gin ("composition_folded" gin_trgm_ops);