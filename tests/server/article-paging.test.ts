/**
 * Deep pages of GetArticles.php come from the page directory (services/content/article-pages.ts): every page must be
 * exactly the slice the plain order published_at desc, id desc gives, ties and sub-millisecond timestamps included.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, journals } from '../../src/server/db/schema.ts';
import { ANCHOR_ROWS, DIRECTORY_FROM_OFFSET } from '../../src/server/services/content/article-pages.ts';
import { invalidateCaches } from '../../src/server/services/cache.ts';
import { PAGE_SIZE } from '../../src/shared/constants.ts';
import type { Article, Paged } from '../../src/shared/contract/entities.ts';
import { build, type TestApp } from './helpers/app.ts';
import { insertMember, post } from './helpers/fixtures.ts';

let t: TestApp;
let key: string;

/** Enough articles for several directory keys past the directory's first offset, and a last partial page. */
const COUNT = DIRECTORY_FROM_OFFSET + 3 * ANCHOR_ROWS + 7;
const FIRST_DEEP_PAGE = DIRECTORY_FROM_OFFSET / PAGE_SIZE + 1;
const LAST_PAGE = Math.ceil(COUNT / PAGE_SIZE);

/** Articles three to a timestamp (id breaks the tie), timestamps with microseconds that a JS Date cannot hold. */
async function insertArticles(): Promise<void> {
  const [journal] = await t.database.db
    .insert(journals)
    .values({ title: 'Deep Journal' })
    .returning({ id: journals.id });
  await t.database.db.execute(sql`INSERT INTO ${articles} (title, journal_id, therapy, link, published_at)
    SELECT 'Deep ' || g::text, ${journal?.id ?? 0}, 'Hypertension', 'https://example.org/deep/' || g::text,
      timestamptz '2026-01-01 00:00:00.123456+00' - (g / 3) * interval '1 hour 0.000001 second'
    FROM generate_series(1, ${COUNT}::int) AS g`);
}

/** Every id in the order of the paged lists, read with a plain ORDER BY. */
async function expectedOrder(): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: articles.id })
    .from(articles)
    .orderBy(sql`${articles.publishedAt} desc, ${articles.id} desc`);
  return rows.map((row) => row.id);
}

async function page(number: number): Promise<Paged<Article>> {
  const response = await t.request(post('/GetArticles.php', { page: String(number) }, key));
  expect(response.statusCode).toBe(200);
  return response.json()[1] as Paged<Article>;
}

beforeAll(async () => {
  t = await build();
  await insertArticles();
  key = await t.app.deps.sessions.create(await insertMember(t.database.db, { countryCode: '91', phone: '9876543210' }));
});
afterAll(async () => t.close());

describe('GetArticles.php deep pages', () => {
  it('answers every page past the directory offset exactly as the plain order slices it', async () => {
    const order = await expectedOrder();
    for (let number = FIRST_DEEP_PAGE - 1; number <= LAST_PAGE; number += 1) {
      const answer = await page(number);
      const from = (number - 1) * PAGE_SIZE;
      expect(
        answer.result.map((a) => Number(a.article_id)),
        `page ${number}`,
      ).toEqual(order.slice(from, from + PAGE_SIZE));
      expect(answer.hasMore, `page ${number}`).toBe(from + PAGE_SIZE < COUNT);
    }
  });

  it('answers an empty last page far past the end', async () => {
    expect(await page(999_999)).toEqual({ result: [], page: 999_999, hasMore: false });
  });

  it('sees newer articles once the caches are invalidated', async () => {
    const before = await page(FIRST_DEEP_PAGE);
    await t.database.db.insert(articles).values(
      Array.from({ length: PAGE_SIZE }, (_, i) => ({
        title: `Newest ${i}`,
        journalId: Number(before.result[0]?.journal_id),
        therapy: 'Hypertension',
        link: `https://example.org/newest/${i}`,
        publishedAt: new Date(Date.UTC(2027, 0, 1 + i)),
      })),
    );
    await invalidateCaches(t.database.db);
    const order = await expectedOrder();
    const from = (FIRST_DEEP_PAGE - 1) * PAGE_SIZE;
    expect((await page(FIRST_DEEP_PAGE)).result.map((a) => Number(a.article_id))).toEqual(
      order.slice(from, from + PAGE_SIZE),
    );
    expect((await page(FIRST_DEEP_PAGE + 1)).result[0]?.article_id).toBe(before.result[0]?.article_id);
  });
});
