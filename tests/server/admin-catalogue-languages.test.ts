/**
 * The catalogue editors in three languages (issue 43 §1): a product is saved with the title doctors read in Hindi
 * and Nepali (checked as the English one, kept when a change names none, missing ones listed and counted on the
 * dashboard, shown to a Hindi doctor as title_shown); an article takes a language tag that puts it first for the
 * doctors of that language.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, focuses, journals, products, therapies } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { type SignedIn, signedInMember } from './helpers/member-session.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let content: SignedInStaff;
let hindiDoctor: SignedIn;
let therapyId: number;
let journalId: number;

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  await db.insert(focuses).values({ name: 'Cardiology' });
  therapyId = (await db.insert(therapies).values({ title: 'Antihypertensives' }).returning())[0]?.id ?? 0;
  journalId = (await db.insert(journals).values({ title: 'Heart Journal' }).returning())[0]?.id ?? 0;
  content = await signedInStaff(t, 'content');
  hindiDoctor = await signedInMember(t, { phone: '9500000013', language: 'hi', therapeuticFocus: 'Cardiology' });
});
afterAll(() => t.close());

const call = (url: string, payload: object) =>
  t.request({ method: 'POST', url: `/api/admin${url}`, headers: staffHeader(content.key), payload });

const untranslated = async (): Promise<number> =>
  (await t.request({ method: 'GET', url: '/api/admin/dashboard', headers: staffHeader(content.key) })).json()[1]
    .untranslated;

const product = {
  therapyId: 0,
  title: 'Zentelmi',
  composition: 'Telmisartan 40 mg',
  doses: ['40 mg'],
  titleHi: ' ज़ेनटेल्मी ',
  titleNe: '',
};

describe("a product's title in Hindi and Nepali", () => {
  it('saves the Hindi title, lists Nepali as missing, counts it and shows the Hindi doctor the Hindi', async () => {
    const before = await untranslated();
    const added = await call('/products', { ...product, therapyId });
    expect(added.statusCode).toBe(200);
    const row = added.json()[1];
    expect(row).toMatchObject({ title: 'Zentelmi', titleHi: 'ज़ेनटेल्मी', titleNe: '', missing: 'ne' });
    expect(await untranslated()).toBe(before + 1);
    const found = await t.request({
      method: 'GET',
      url: '/api/Searchmoleculeproducts.php?searchedString=zentelmi',
      headers: { authorization: `Bearer ${hindiDoctor.key}` },
    });
    expect(found.json()[1]).toEqual([expect.objectContaining({ title: 'Zentelmi', title_shown: 'ज़ेनटेल्मी' })]);

    const complete = await call('/products/update', { ...product, therapyId, id: row.id, titleNe: 'जेनटेल्मी' });
    expect(complete.json()[1]).toMatchObject({ titleNe: 'जेनटेल्मी', missing: '' });
    expect(await untranslated()).toBe(before);
  });

  it('keeps the stored titles when a change names none, and refuses a bad one naming its field', async () => {
    const [stored] = await t.database.db.select().from(products).where(eq(products.title, 'Zentelmi'));
    const { titleHi: _hi, titleNe: _ne, ...english } = product;
    const kept = await call('/products/update', { ...english, therapyId, id: stored?.id, composition: 'Telmisartan' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()[1]).toMatchObject({ composition: 'Telmisartan', titleHi: 'ज़ेनटेल्मी', titleNe: 'जेनटेल्मी' });

    const bad = await call('/products/update', { ...product, therapyId, id: stored?.id, titleHi: 'दो\nलाइन' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('titleHi');
    const [after] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.id, stored?.id ?? 0));
    expect(after?.translations).toEqual({ hi: { title: 'ज़ेनटेल्मी' }, ne: { title: 'जेनटेल्मी' } });
  });
});

const article = {
  title: 'Salt and blood pressure',
  journalId: 0,
  therapy: 'Antihypertensives',
  link: 'https://journal.example.org/salt',
  reference: '',
  description: '<p>Less salt, lower pressure.</p>',
};

describe("an article's language tag", () => {
  it('is English unless given, is kept by a change that names none, and refuses a language we do not have', async () => {
    const added = await call('/articles', { ...article, journalId });
    expect(added.statusCode).toBe(200);
    const row = added.json()[1];
    expect(row).toMatchObject({ language: 'en' });

    const tagged = await call('/articles/update', { ...article, journalId, id: row.id, language: 'hi' });
    expect(tagged.json()[1]).toMatchObject({ language: 'hi' });
    const kept = await call('/articles/update', { ...article, journalId, id: row.id, title: 'Salt' });
    expect(kept.json()[1]).toMatchObject({ title: 'Salt', language: 'hi' });

    const bad = await call('/articles/update', { ...article, journalId, id: row.id, language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('language');
    const [stored] = await t.database.db.select().from(articles).where(eq(articles.id, row.id));
    expect(stored?.language).toBe('hi');
  });

  it('puts a Hindi article first for the Hindi doctor though an English one is newer', async () => {
    const newer = await call('/articles', { ...article, journalId, title: 'Newer English article' });
    expect(newer.json()[1]).toMatchObject({ language: 'en' });
    const listed = await t.request(post('/GetArticles.php', { page: '1' }, hindiDoctor.key));
    const titles = (listed.json()[1].result as { Atitle: string }[]).map((a) => a.Atitle);
    expect(titles).toEqual(['Salt', 'Newer English article']);
  });
});
