/**
 * Search that understands doctors (issue 22): word forms (English stemming, word starts) and the medical dictionary
 * join "hypertension" to the antihypertensives in the article search, the product search and the assistant, which
 * also finds videos. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, journals, products, therapies, videos } from '../../src/server/db/schema.ts';
import { fullTextQuery, searchClauses } from '../../src/server/services/search/full-text.ts';
import { MEDICAL_TERM_GROUPS } from '../../src/server/services/search/medical-terms.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { signedInMember, type SignedIn } from './helpers/member-session.ts';
import { searchCalls } from './helpers/search-calls.ts';

let t: TestApp;
let asha: SignedIn;

const { articleTitles, productTitles, ask } = searchCalls(
  () => t,
  () => asha.key,
);

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  const [hyper, statins, pain] = await db
    .insert(therapies)
    .values([{ title: 'Antihypertensives' }, { title: 'Statins' }, { title: 'Neuropathic Pain' }])
    .returning({ id: therapies.id });
  await db.insert(products).values([
    { therapyId: hyper?.id ?? 0, title: 'Telmicor', composition: 'Telmisartan 40 mg' },
    { therapyId: statins?.id ?? 0, title: 'Rosucor', composition: 'Rosuvastatin 10 mg' },
    { therapyId: pain?.id ?? 0, title: 'Pregacor', composition: 'Pregabalin 75 mg' },
  ]);
  const [journal] = await db.insert(journals).values({ title: 'Heart Journal' }).returning({ id: journals.id });
  const article = (day: number, title: string, description: string, therapy = 'Antihypertensives') => ({
    title,
    description,
    therapy,
    journalId: journal?.id ?? 0,
    link: `https://journals.example.org/${day}`,
    publishedAt: new Date(Date.UTC(2025, 0, day)),
  });
  await db
    .insert(articles)
    .values([
      article(1, 'Choosing antihypertensives for older adults', '<p>Calcium channel blockers first.</p>'),
      article(2, 'Telmisartan in clinic', '<p>Widely used in <b>antihypertensive</b> care.</p>'),
      article(3, 'Hypertension screening camps', '<p>Blood pressure checks in the hills.</p>'),
      article(4, 'Cardiac failure after discharge', '<p>Follow-up visits.</p>', 'Beta Blockers'),
      article(5, 'Statin studies in women', '<p>Two randomised trials.</p>', 'Statins'),
      article(6, 'Inhaler technique', '<p>Spacers for children.</p>', 'Bronchodilators'),
    ]);
  await db.insert(videos).values([
    {
      title: 'Heart failure: the first visit',
      link: 'https://video.example.org/hf',
      linkName: 'v',
      therapeuticFocus: 'Cardiology',
    },
    {
      title: 'Reading an ECG in five minutes',
      link: 'https://video.example.org/ecg',
      linkName: 'v',
      therapeuticFocus: 'Cardiology',
    },
  ]);
  asha = await signedInMember(t);
  expect((await t.request(post('/AgreedTerms.php', { terms: 'Y' }, asha.key))).statusCode).toBe(200);
});
afterAll(async () => t.close());

describe('article search', () => {
  it('finds the articles about antihypertensives for "hypertension", newest first', async () => {
    expect(await articleTitles('hypertension')).toEqual([
      'Hypertension screening camps',
      'Telmisartan in clinic',
      'Choosing antihypertensives for older adults',
    ]);
    expect(await articleTitles('Hypertensive')).toContain('Choosing antihypertensives for older adults');
  });

  it('matches plural, singular and other word forms', async () => {
    expect((await articleTitles('antihypertensive')).sort()).toEqual([
      'Choosing antihypertensives for older adults',
      'Hypertension screening camps',
      'Telmisartan in clinic',
    ]);
    expect(await articleTitles('study statins')).toEqual(['Statin studies in women']);
    expect(await articleTitles('randomized trial')).toEqual(['Statin studies in women']);
    expect(await articleTitles('inhalers')).toEqual(['Inhaler technique']);
    expect(await articleTitles('child')).toEqual(['Inhaler technique']);
  });

  it('joins the phrases of the dictionary: "heart failure" finds "cardiac failure"', async () => {
    expect(await articleTitles('heart failure')).toEqual(['Cardiac failure after discharge']);
    expect(await articleTitles('high blood pressure')).toContain('Choosing antihypertensives for older adults');
    expect(await articleTitles('heart hills')).toEqual([]);
  });
});

describe('product search', () => {
  it('finds the products of a therapy by its name, its word forms and its synonyms', async () => {
    expect(await productTitles('hypertension')).toEqual(['Telmicor']);
    expect(await productTitles('antihypertensive')).toEqual(['Telmicor']);
    expect(await productTitles('cholesterol')).toEqual(['Rosucor']);
    expect(await productTitles('neuropathy')).toEqual(['Pregacor']);
    expect(await productTitles('telmisartan hypertension')).toEqual(['Telmicor']);
    expect(await productTitles('telmisartan cholesterol')).toEqual([]);
  });
});

describe('assistant', () => {
  it('finds the video "Heart failure: the first visit" and the article about cardiac failure', async () => {
    const reply = await ask('Do you have anything on heart failure?');
    expect(reply).toContain(
      'You may also like to watch this video:\n- Heart failure: the first visit: https://video.example.org/hf',
    );
    expect(reply).toContain('- Cardiac failure after discharge: https://journals.example.org/4');
    expect(reply).not.toContain('ECG');
  });

  it('answers "hypertension" with the antihypertensive products and articles', async () => {
    const reply = await ask('hypertension');
    expect(reply).toContain('- Telmicor (Telmisartan 40 mg) is in Antihypertensives');
    expect(reply).toContain('Choosing antihypertensives for older adults');
  });
});

describe('the full-text query', () => {
  it('keeps only letters and digits, names the words a start begins, takes dictionary phrases together', async () => {
    const query = async (text: string) => fullTextQuery(await searchClauses(t.database.db, text), 'all');
    expect(await query("telmi & !x:* 'older'")).toBe("(('telmi' | 'telmicor' | 'telmisartan')) & ('x') & (('older'))");
    expect(await query('% the')).toBe('');
    expect(await query('Heart failure')).toBe(
      "(('heart') <-> ('failur') | ('heart') <-> ('failur') | ('cardiac') <-> ('failur'))",
    );
  });

  it('writes every dictionary word so that its English stem is a start of it (the prefix match keeps it)', async () => {
    const words = [...new Set(MEDICAL_TERM_GROUPS.flat().flatMap((term) => term.split(' ')))];
    for (const word of words) {
      const result = (await t.database.db.execute(
        sql`select to_tsquery('english', ${word})::text as q`,
      )) as unknown as {
        rows: { q: string }[];
      };
      const stem = (result.rows[0]?.q ?? '').replaceAll("'", '');
      expect(stem.length > 0 && word.startsWith(stem), `${word} → ${stem}`).toBe(true);
    }
  });
});
