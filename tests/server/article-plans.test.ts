/**
 * The paged article lists are index-backed (docs/PERFORMANCE.md): EXPLAIN shows each list's ids coming from its own
 * `(…, published_at, id)` index and the article search using the GIN index of the stored full-text vector.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, journals } from '../../src/server/db/schema.ts';
import { pageQuery, publishedArticle } from '../../src/server/services/content/article-pages.ts';
import { vectorMatches } from '../../src/server/services/search/full-text.ts';
import { build, type TestApp } from './helpers/app.ts';

let t: TestApp;

/** The plan of one page's query, with the plans a large table would not get priced out (`off`: these settings). */
async function planOf(
  where: SQL | undefined,
  skip: number,
  off: readonly string[] = ['enable_seqscan', 'enable_sort'],
): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    for (const setting of off) await tx.execute(sql`select set_config(${setting}, 'off', true)`);
    return JSON.stringify(await tx.execute(sql`explain ${pageQuery(t.database.db, where, skip)}`));
  });
}

beforeAll(async () => {
  t = await build();
  // Ten journals: one journal's articles are a small part of the list, as in production.
  const journalIds = (
    await t.database.db
      .insert(journals)
      .values(Array.from({ length: 10 }, (_, i) => ({ title: `Plans ${i}` })))
      .returning({ id: journals.id })
  ).map((journal) => journal.id);
  await t.database.db.insert(articles).values(
    Array.from({ length: 50 }, (_, i) => ({
      title: `Amlodipine note ${i}`,
      description: '<p>Élderly patients</p>',
      journalId: journalIds[i % 10] ?? 0,
      therapy: i % 2 === 0 ? 'Hypertension' : 'Diabetes',
      link: `https://example.org/plans/${i}`,
    })),
  );
  await t.database.db.execute(sql`analyze articles`);
});
afterAll(async () => t.close());

describe('paged article queries', () => {
  it('read the ids of the unfiltered list from articles_published_idx alone', async () => {
    // Doctors' lists hold published articles only: the indexes are partial on it, so the scan stays index-only.
    const plan = await planOf(publishedArticle, 40);
    expect(plan).toContain('articles_published_idx');
    expect(plan).toContain('Index Only Scan');
  });

  it('read the ids of a journal or a therapy from their (…, published_at, id) index', async () => {
    expect(await planOf(and(publishedArticle, eq(articles.journalId, 1)), 20)).toContain(
      'articles_journal_published_idx',
    );
    expect(await planOf(and(publishedArticle, eq(articles.therapy, 'Diabetes')), 20)).toContain(
      'articles_therapy_published_idx',
    );
  });

  it('can search the stored full-text vector through its GIN index', async () => {
    const where = vectorMatches(articles.searchVector, "'amlodipin' & 'elder'");
    expect(await planOf(where, 0, ['enable_seqscan', 'enable_indexscan'])).toContain('articles_search_vector_idx');
  });
});
