-- English full-text search of articles and products (docs/API.md "Text search"): a stored tsvector of the folded
-- title (weight A) and description or composition (weight B), stemmed by the `english` configuration, GIN-indexed.
-- to_tsvector(regconfig, text) is IMMUTABLE, so it may be a generated column; PGlite and PostgreSQL ship `english`.
-- search_lexemes lists every word of those vectors (SP-GiST: `^@` finds the words a searched start begins).
CREATE TABLE "search_lexemes" (
	"lexeme" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, search_fold("title")), 'A') || setweight(to_tsvector('english'::regconfig, search_fold("description")), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, search_fold("title")), 'A') || setweight(to_tsvector('english'::regconfig, search_fold("composition")), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "search_lexemes_prefix_idx" ON "search_lexemes" USING spgist ("lexeme");--> statement-breakpoint
CREATE INDEX "articles_search_vector_idx" ON "articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_lexemes_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (lexeme)
    SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM added
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER articles_search_lexemes_insert AFTER INSERT ON articles REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_add();--> statement-breakpoint
CREATE TRIGGER articles_search_lexemes_update AFTER UPDATE ON articles REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_add();--> statement-breakpoint
CREATE TRIGGER products_search_lexemes_insert AFTER INSERT ON products REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_add();--> statement-breakpoint
CREATE TRIGGER products_search_lexemes_update AFTER UPDATE ON products REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_add();--> statement-breakpoint
INSERT INTO search_lexemes (lexeme)
  SELECT unnest(tsvector_to_array(search_vector)) FROM articles
  UNION SELECT unnest(tsvector_to_array(search_vector)) FROM products
  ON CONFLICT DO NOTHING;
