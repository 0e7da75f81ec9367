-- Text search of products and articles (docs/API.md "Catalogue"): case- and accent-insensitive partial matches.
-- pg_trgm and unaccent are trusted extensions: the database owner may create them (PGlite loads both).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary found through search_path), so it cannot be indexed.
-- This wrapper names the dictionary by schema and is declared IMMUTABLE, which makes expression indexes possible.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_title_search_idx" ON "products" USING gin (search_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_composition_search_idx" ON "products" USING gin (search_fold("composition") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_title_search_idx" ON "articles" USING gin (search_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_description_search_idx" ON "articles" USING gin (search_fold("description") gin_trgm_ops);
