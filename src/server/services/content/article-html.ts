/**
 * Article HTML is stored in the sanitiser's form (server/lib/sanitize-html.ts): every write path sanitises the reference
 * and description before they reach the table — the console's article editor (admin/catalogue-articles.ts), the demo
 * seed, and an import of rows written by SQL (sanitizeStoredArticles). Answers still pass the sanitiser, which
 * recognises its own form without parsing it (server/lib/sanitized-form.ts: 2.5 µs a field instead of about 50), so a
 * row written behind the API's back is never answered less sanitised, only more slowly.
 */
import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';
import { withSanitizedHtml } from '../../lib/article-html.ts';
import { isSanitizedForm } from '../../lib/sanitized-form.ts';

/** Rows read and rewritten at a time by sanitizeStoredArticles. */
const BATCH_ROWS = 2_000;

/**
 * Rewrites, through the sanitiser, the reference and description of every stored article not yet in its form (rows
 * imported by SQL); returns how many rows changed. Idempotent: a second run changes nothing.
 */
export async function sanitizeStoredArticles(db: Db): Promise<number> {
  let changed = 0;
  for (let after = 0; ; ) {
    const rows = await db
      .select({ id: articles.id, reference: articles.reference, description: articles.description })
      .from(articles)
      .where(gt(articles.id, after))
      .orderBy(asc(articles.id))
      .limit(BATCH_ROWS);
    const last = rows.at(-1);
    if (!last) return changed;
    after = last.id;
    // What the sanitiser does not recognise as its own form goes through it; only what it changes is written.
    const clean = rows
      .filter((row) => !isSanitizedForm(row.reference) || !isSanitizedForm(row.description))
      .map((row) => ({ row, clean: withSanitizedHtml(row) }))
      .filter(({ row, clean }) => clean.reference !== row.reference || clean.description !== row.description)
      .map(({ clean }) => clean);
    if (clean.length === 0) continue;
    await db.execute(sql`
      update ${articles} set reference = clean.reference, description = clean.description
      from unnest(${sql.param(clean.map((row) => row.id))}::int[], ${sql.param(clean.map((row) => row.reference))}::text[],
        ${sql.param(clean.map((row) => row.description))}::text[]) as clean(id, reference, description)
      where ${articles.id} = clean.id`);
    changed += clean.length;
  }
}
