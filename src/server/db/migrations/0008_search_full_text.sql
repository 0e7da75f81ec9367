-- English full-text search of articles and products (docs/API.md "Text search"): a stored tsvector of the folded
-- title (weight A) and description or composition (weight B), stemmed by the `english` configuration, GIN-indexed.
-- to_tsvector(regconfig, text) is IMMUTABLE, so it may be a generated column; PGlite and PostgreSQL ship `english`.
ALTER TABLE "articles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, search_fold("title")), 'A') || setweight(to_tsvector('english'::regconfig, search_fold("description")), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, search_fold("title")), 'A') || setweight(to_tsvector('english'::regconfig, search_fold("composition")), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "articles_search_vector_idx" ON "articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");