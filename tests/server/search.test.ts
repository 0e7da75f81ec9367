/** Product and article search: partial, case- and accent-insensitive, literal wildcards (products), ranking, cap, index use. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, journals, products, therapies } from '../../src/server/db/schema.ts';
import { PRODUCT_SEARCH_LIMIT, productSearchQuery } from '../../src/server/services/catalogue/products.ts';
import { searchClauses } from '../../src/server/services/search/full-text.ts';
import { escapeLike, searchWords } from '../../src/server/services/search/text-match.ts';
import type { Article, Paged, Product } from '../../src/shared/contract/entities.ts';
import { build, type TestApp } from './helpers/app.ts';
import { insertMember, post } from './helpers/fixtures.ts';

let t: TestApp;
let key: string;

const searchProducts = async (text: string) => {
  const response = await t.request({
    method: 'GET',
    url: `/api/Searchmoleculeproducts.php?searchedString=${encodeURIComponent(text)}`,
    headers: { authorization: `Bearer ${key}` },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as [unknown, Product[]])[1].map((p) => p.title);
};

const searchArticles = async (text: string, page = 1) => {
  const response = await t.request(post('/SearchArticles.php', { search_string: text, page: String(page) }, key));
  expect(response.statusCode).toBe(200);
  return (response.json() as [unknown, Paged<Article>])[1];
};

async function insertRows(): Promise<void> {
  const { db } = t.database;
  const [therapy] = await db.insert(therapies).values({ title: 'Hypertension' }).returning({ id: therapies.id });
  const therapyId = therapy?.id ?? 0;
  const product = (title: string, composition = 'Vitamin C') => ({ therapyId, title, composition });
  await db
    .insert(products)
    .values([
      product('Bpcontrol', 'Amlodipine 10 mg'),
      product('Cardiamlo', 'Telmisartan 40 mg'),
      product('Amlotan Plus', 'Amlodipine 5 mg + Atenolol 50 mg'),
      product('Amlocard', 'Amlodipine 5 mg'),
      product('Ténormin', 'Atenolol 50 mg'),
      product('Zeta 100% Pure'),
      product('Alpha_Beta'),
      product('Alphaxbeta'),
      product('ÉCLAT Forte', 'Ferrous ascorbate'),
      ...Array.from({ length: PRODUCT_SEARCH_LIMIT + 5 }, (_, i) => product(`Capmol ${i}`)),
    ]);
  const [journal] = await db.insert(journals).values({ title: 'Search Journal' }).returning({ id: journals.id });
  const article = (i: number, title: string, description = `<p>Finding ${i}</p>`) => ({
    title,
    description,
    journalId: journal?.id ?? 0,
    therapy: 'Hypertension',
    link: `https://example.org/${i}`,
    publishedAt: new Date(Date.UTC(2025, 0, 1 + i)),
  });
  await db
    .insert(articles)
    .values([
      ...Array.from({ length: 25 }, (_, i) => article(i, `Routine study ${i}`)),
      article(30, 'Ténormin outcomes in rural clinics'),
      article(31, 'Blood pressure review', '<p>Response rate 100% in the <b>Amlodipine</b> arm</p>'),
      article(32, 'snake_case naming'),
      article(33, 'snakeXcase naming'),
    ]);
}

beforeAll(async () => {
  t = await build();
  await insertRows();
  const id = await insertMember(t.database.db, { countryCode: '91', phone: '9876543210' });
  key = await t.app.deps.sessions.create(id);
});
afterAll(async () => t.close());

describe('Searchmoleculeproducts.php', () => {
  it('finds partial words in title or composition, ranked: title prefix, title contains, composition', async () => {
    expect(await searchProducts('amlo')).toEqual(['Amlocard', 'Amlotan Plus', 'Cardiamlo', 'Bpcontrol']);
  });

  it('is case- and accent-insensitive both ways', async () => {
    expect(await searchProducts('tenormin')).toEqual(['Ténormin']);
    expect(await searchProducts('TÉNOR')).toEqual(['Ténormin']);
    expect(await searchProducts('AMLODIPINE')).toEqual(['Amlocard', 'Amlotan Plus', 'Bpcontrol']);
    expect(await searchProducts('eclat')).toEqual(['ÉCLAT Forte']);
  });

  it('treats % and _ (and backslash) literally', async () => {
    expect(await searchProducts('%')).toEqual(['Zeta 100% Pure']);
    expect(await searchProducts('100%')).toEqual(['Zeta 100% Pure']);
    expect(await searchProducts('a_b')).toEqual(['Alpha_Beta']);
    expect(await searchProducts('\\')).toEqual([]);
    expect(await searchProducts("o'c")).toEqual([]);
  });

  it('needs every word, each in the title or the composition', async () => {
    expect(await searchProducts('  amlodipine   atenolol ')).toEqual(['Amlotan Plus']);
    expect(await searchProducts('amlotan atenolol')).toEqual(['Amlotan Plus']);
  });

  it(`answers at most ${PRODUCT_SEARCH_LIMIT} products, with the Product shape`, async () => {
    expect(await searchProducts('capmol')).toHaveLength(PRODUCT_SEARCH_LIMIT);
    const response = await t.request({
      method: 'GET',
      url: '/api/Searchmoleculeproducts.php?searchedString=amlocard',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(response.json()).toEqual([
      { status: 'success' },
      [
        {
          product_id: expect.stringMatching(/^\d+$/),
          title: 'Amlocard',
          // The label shown to this (English) member; the title stays the key (docs/LANGUAGES.md).
          title_shown: 'Amlocard',
          composition: 'Amlodipine 5 mg',
          dose: '',
          table_name: 'samples',
          therapy: 'Hypertension',
          therapy_shown: 'Hypertension',
          image: '',
        },
      ],
    ]);
    expect(await searchProducts('no such molecule')).toEqual([]);
  });

  it('names searchedString when it is missing, blank or too long; 401 without a key', async () => {
    for (const query of ['', '?searchedString=', '?searchedString=%20%20', `?searchedString=${'a'.repeat(101)}`]) {
      const response = await t.request({
        method: 'GET',
        url: `/api/Searchmoleculeproducts.php${query}`,
        headers: { authorization: `Bearer ${key}` },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'searchedString' });
    }
    expect(
      (await t.request({ method: 'GET', url: '/api/Searchmoleculeproducts.php?searchedString=amlo' })).statusCode,
    ).toBe(401);
  });

  it('can use the trigram indexes on the stored folded title and composition, and the full-text index', async () => {
    const clauses = await searchClauses(t.database.db, 'amlo');
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      const result = await tx.execute(sql`explain ${productSearchQuery(t.database.db, 'amlo', clauses, [])}`);
      return JSON.stringify(result);
    });
    expect(plan).toContain('products_title_folded_idx');
    expect(plan).toContain('products_composition_folded_idx');
    expect(plan).toContain('products_search_vector_idx');
  });
});

describe('SearchArticles.php', () => {
  it('matches title or description text, case- and accent-insensitive, partial words', async () => {
    expect((await searchArticles('TENORMIN')).result.map((a) => a.Atitle)).toEqual([
      'Ténormin outcomes in rural clinics',
    ]);
    expect((await searchArticles('amlo')).result.map((a) => a.Atitle)).toEqual(['Blood pressure review']);
  });

  it('matches words and word starts, not punctuation: % and _ are not words', async () => {
    expect((await searchArticles('100%')).result.map((a) => a.Atitle)).toEqual(['Blood pressure review']);
    expect(await searchArticles('%')).toEqual({ result: [], page: 1, hasMore: false });
    expect((await searchArticles('snake_case')).result.map((a) => a.Atitle)).toEqual(['snake_case naming']);
  });

  it('pages newest first with an exact hasMore, and is empty past the end', async () => {
    const first = await searchArticles('routine study', 1);
    expect(first.result).toHaveLength(20);
    expect(first).toMatchObject({ page: 1, hasMore: true });
    expect(first.result[0]?.Atitle).toBe('Routine study 24');
    const second = await searchArticles('routine study', 2);
    expect(second.result.map((a) => a.Atitle)).toEqual([
      'Routine study 4',
      'Routine study 3',
      'Routine study 2',
      'Routine study 1',
      'Routine study 0',
    ]);
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(await searchArticles('routine study', 3)).toEqual({ result: [], page: 3, hasMore: false });
    expect(await searchArticles('nothing like this')).toEqual({ result: [], page: 1, hasMore: false });
  });

  it('names search_string and page; 401 without a key', async () => {
    for (const [body, field] of [
      [{ page: '1' }, 'search_string'],
      [{ search_string: ' ', page: '1' }, 'search_string'],
      [{ search_string: 'x' }, 'page'],
      [{ search_string: 'x', page: '0' }, 'page'],
    ] as const) {
      const response = await t.request(post('/SearchArticles.php', body, key));
      expect(response.statusCode).toBe(400);
      expect(response.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
    expect((await t.request(post('/SearchArticles.php', { search_string: 'x', page: '1' }))).statusCode).toBe(401);
  });
});

describe('search text helpers', () => {
  it('escapes LIKE wildcards and splits at most 5 words', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(searchWords('  a  b c d e f g ')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
