/**
 * The article index in memory (services/search/article-index.ts) answers exactly what `search_vector @@ query` answers
 * in the database, newest first — word starts, long word starts (`stem:*`), stop words only, punctuation, Hindi and
 * Nepali text, an empty match, more than 1,000 matches — and declines a dictionary phrase (SQL answers it); the
 * articles it answers from memory are the database's. It follows changes: at once after a write through the API,
 * within seconds after one made by hand (a new article, a changed title).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, articleVersion, journals } from '../../src/server/db/schema.ts';
import { invalidateCaches } from '../../src/server/services/cache.ts';
import { LISTED_MATCHES, searchArticles } from '../../src/server/services/content/article-search.ts';
import { articleColumns, toArticle } from '../../src/server/services/content/article-pages.ts';
import { articleIndexOf, indexedCards, matchedIds } from '../../src/server/services/search/article-index.ts';
import { fullTextQuery, searchClauses } from '../../src/server/services/search/full-text.ts';
import { PAGE_SIZE } from '../../src/shared/constants.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { signedInMember } from './helpers/member-session.ts';

let t: TestApp;
let journalId: number;

const MOLECULES = ['Amlodipine', 'Telmisartan', 'Metformin', 'Rosuvastatin', 'Cardiovit'];
const PHRASES = [
  'high blood pressure in the elderly',
  'blood and pressure were measured',
  'heart failure clinic',
  'randomised trial of women',
  'उच्च रक्तचाप वाले बुजुर्ग मरीज़, कमल नगर',
  'मधुमेह भएका बिरामीहरू, co-trimoxazole & follow-up!',
  "patients' adherence (n=40) at 12.5 mg",
];

/** Two words starting "zeta" per article, 70 in all: more than a word start is expanded to (full-text.ts). */
const zetaWords = (m: number, p: number): string =>
  `zeta${String.fromCharCode(97 + m)}${String.fromCharCode(97 + p)} zetax${String.fromCharCode(97 + p)}${String.fromCharCode(97 + m)}`;

/** Articles from every molecule × phrase, many sharing a timestamp (the id breaks the tie), and 1,100 "bulk" ones. */
async function insertArticles(): Promise<void> {
  const rows = MOLECULES.flatMap((molecule, m) =>
    PHRASES.map((phrase, p) => ({
      title: `${molecule} and ${phrase.split(' ').slice(0, 3).join(' ')}`,
      description: `<p>${phrase}. ${molecule} studies in rural clinics, ${zetaWords(m, p)} follow-up.</p>`,
      therapy: 'Antihypertensives',
      journalId,
      link: `https://journals.example.org/${m}-${p}`,
      publishedAt: new Date(Date.UTC(2025, 0, 1 + ((m * 7 + p) % 6))),
    })),
  );
  await t.database.db.insert(articles).values(rows);
  await t.database.db.execute(sql`insert into articles (title, description, therapy, journal_id, link, published_at)
    select 'Bulk clinic study ' || g, '<p>Rural clinic follow-up of ' || g || ' patients</p>', 'Antihypertensives',
      ${journalId}, 'https://journals.example.org/bulk/' || g, timestamptz '2024-06-01 00:00:00+00' - (g / 4) * interval '1 hour'
    from generate_series(1, 1100) as g`);
}

/** The ids the database's own match gives, newest first. */
async function databaseIds(text: string): Promise<number[]> {
  const query = fullTextQuery(await searchClauses(t.database.db, text), 'all');
  if (query === '') return [];
  const result = (await t.database.db.execute(
    sql`select id from articles where search_vector @@ ${query}::tsquery order by published_at desc, id desc`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

/** The ids the index gives, newest first (at most LISTED_MATCHES), or undefined when it declines. */
async function indexIds(text: string): Promise<number[] | undefined> {
  const index = await articleIndexOf(t.database.db).ready();
  const ids = matchedIds(index, await searchClauses(t.database.db, text), LISTED_MATCHES);
  return ids && Array.from(ids);
}

beforeAll(async () => {
  t = await build();
  journalId =
    (await t.database.db.insert(journals).values({ title: 'Index Journal' }).returning({ id: journals.id }))[0]?.id ??
    0;
  await insertArticles();
});
afterAll(() => t.close());

describe('the article index', () => {
  it('matches exactly what the database matches, in the same order', async () => {
    const texts = [
      'amlodipine',
      'amlo',
      'telmisartan elderly',
      'zeta',
      'zetab',
      'rosu rural clinic',
      'clinic',
      'rural follow-up',
      'the and of',
      '!!! ... ---',
      'randomized women',
      'cardio',
      'Cardiovit valve',
      'nothing-matches-this',
      'रक्तचाप',
      'मरीज़ amlodipine',
      'बिरामीहरू',
      'कमल',
      'नगर amlodipine',
      'co-trimoxazole',
      "patients' (n=40)",
      '12.5 mg',
      'kidney',
    ];
    const index = await articleIndexOf(t.database.db).ready();
    expect(index.ids.length).toBe(MOLECULES.length * PHRASES.length + 1_100);
    for (const text of texts) {
      expect(await indexIds(text), text).toEqual((await databaseIds(text)).slice(0, LISTED_MATCHES));
    }
    expect((await databaseIds('clinic')).length).toBeGreaterThan(LISTED_MATCHES);
    expect((await databaseIds('zeta')).length).toBeGreaterThan(0);
    expect((await databaseIds('कमल')).length).toBeGreaterThan(0);
    // Words with vowel signs and a virama are found too (they used to be folded into words no article has).
    for (const word of ['रक्तचाप', 'मरीज़', 'बिरामीहरू', 'बुजुर्ग'])
      expect((await databaseIds(word)).length, word).toBe(MOLECULES.length);
    expect((await databaseIds('nothing-matches-this')).length).toBe(0);
  });

  it('leaves a dictionary phrase to SQL, and the search still answers it', async () => {
    for (const text of ['hypertension', 'high blood pressure', 'heart failure', 'diabetes']) {
      expect(await indexIds(text), text).toBeUndefined();
      const answer = await searchArticles(t.database.db, text, 1);
      expect(
        answer.result.map((a) => Number(a.article_id)),
        text,
      ).toEqual((await databaseIds(text)).slice(0, PAGE_SIZE));
    }
  });

  it('pages like the database: slices of the newest-first order, hasMore on every page but the last', async () => {
    await articleIndexOf(t.database.db).ready();
    for (const text of ['zeta', 'clinic']) {
      const all = await databaseIds(text);
      for (const page of [1, 2, 3, 47, 48, Math.ceil(all.length / PAGE_SIZE)]) {
        const answer = await searchArticles(t.database.db, text, page);
        const from = (page - 1) * PAGE_SIZE;
        expect(
          answer.result.map((a) => Number(a.article_id)),
          `${text} ${page}`,
        ).toEqual(all.slice(from, from + PAGE_SIZE));
        expect(answer.hasMore).toBe(from + PAGE_SIZE < all.length);
      }
    }
  });

  it("answers each page's articles from memory exactly as the database's rows give them", async () => {
    const index = await articleIndexOf(t.database.db).ready();
    for (const text of ['clinic', 'amlodipine rural', 'रक्तचाप']) {
      const ids = (await databaseIds(text)).slice(PAGE_SIZE, 2 * PAGE_SIZE);
      const rows = await t.database.db.select(articleColumns).from(articles).where(inArray(articles.id, ids));
      const byId = new Map(rows.map((row) => [row.id, toArticle(row)]));
      const answer = await searchArticles(t.database.db, text, 2);
      expect(answer.result, text).toEqual(ids.map((id) => byId.get(id)));
      const cards = indexedCards(index, Int32Array.from(ids))?.map((card) => JSON.parse(card.toString()) as unknown);
      expect(cards, text).toEqual(answer.result);
    }
    expect(indexedCards(index, Int32Array.from([-1]))).toBeUndefined();
  });

  it('sends SearchArticles.php answers from memory that parse to the SQL rows, in Hindi too', async () => {
    await articleIndexOf(t.database.db).ready();
    const { key } = await signedInMember(t);
    for (const [text, page] of [
      ['rural clinic', 3],
      ['कमल', 1],
      ['nothing-matches-this', 1],
    ] as const) {
      const response = await t.request(post('/SearchArticles.php', { search_string: text, page: String(page) }, key));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const all = await databaseIds(text);
      const ids = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      const rows = ids.length
        ? await t.database.db.select(articleColumns).from(articles).where(inArray(articles.id, ids))
        : [];
      const byId = new Map(rows.map((row) => [row.id, toArticle(row)]));
      expect(response.json(), text).toEqual([
        { status: 'success' },
        { result: ids.map((id) => byId.get(id)), page, hasMore: page * PAGE_SIZE < all.length },
      ]);
    }
  });

  it('moves the change counter with every statement that changes articles, in its transaction', async () => {
    const version = async () =>
      (await t.database.db.select().from(articleVersion).where(eq(articleVersion.id, 1)))[0]?.version ?? -1;
    const before = await version();
    await t.database.db.update(articles).set({ reference: 'x' }).where(eq(articles.link, 'nowhere'));
    expect(await version()).toBe(before + 1);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.delete(articles).where(eq(articles.link, 'nowhere'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe(before + 1);
  });

  it('finds an article written through the API at once, and one inserted or retitled by hand within seconds', async () => {
    await articleIndexOf(t.database.db).ready();
    await t.database.db.insert(articles).values({
      title: 'Quinapril for everyone',
      therapy: 'Antihypertensives',
      journalId,
      link: 'https://journals.example.org/quinapril',
    });
    await invalidateCaches(t.database.db);
    expect((await searchArticles(t.database.db, 'quinapril', 1)).result.map((a) => a.Atitle)).toEqual([
      'Quinapril for everyone',
    ]);
    expect(await indexIds('quinapril')).toEqual(await databaseIds('quinapril'));

    await t.database.db.insert(articles).values({
      title: 'Zofenopril by hand',
      therapy: 'Antihypertensives',
      journalId,
      link: 'https://journals.example.org/zofenopril',
    });
    const found = async () => {
      const index = articleIndexOf(t.database.db).current();
      const clauses = await searchClauses(t.database.db, 'zofenopril');
      return index ? matchedIds(index, clauses, LISTED_MATCHES)?.length : -1;
    };
    await expect.poll(found, { timeout: 15_000, interval: 250 }).toBe(1);

    await t.database.db
      .update(articles)
      .set({ title: 'Zofenopril, retitled by hand' })
      .where(eq(articles.link, 'https://journals.example.org/zofenopril'));
    const title = async () => (await searchArticles(t.database.db, 'zofenopril', 1)).result[0]?.Atitle;
    await expect.poll(title, { timeout: 15_000, interval: 250 }).toBe('Zofenopril, retitled by hand');
  });
});
