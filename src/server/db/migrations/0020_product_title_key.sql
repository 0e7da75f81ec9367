-- Hand-written (issue 38 item 7): products whose titles are one after NFKC, dropping invisible characters, trimming
-- and lower case keep their rows (orders and the sample ledger name them by id); every one but the oldest is renamed
-- "<title> (duplicate #<id>)", so the unique key can be built and staff see which look-alikes to merge.
UPDATE "products" AS p SET "title" = btrim(p."title") || ' (duplicate #' || p."id" || ')'
  WHERE EXISTS (
    SELECT 1 FROM "products" AS older
    WHERE older."id" < p."id"
      AND lower(btrim(regexp_replace(normalize(older."title", NFKC), '[\u00AD\u034F\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFE00-\uFE0F\uFEFF]', '', 'g')))
        = lower(btrim(regexp_replace(normalize(p."title", NFKC), '[\u00AD\u034F\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFE00-\uFE0F\uFEFF]', '', 'g')))
  );--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace(normalize("title", NFKC), '[\u00AD\u034F\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFE00-\uFE0F\uFEFF]', '', 'g')))) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_title_key_uq" ON "products" USING btree ("title_key");