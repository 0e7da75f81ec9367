/**
 * Content in the doctor's language (issue 43 §1): categories, sub-categories, therapies and focuses answer a Hindi or
 * Nepali member with their translations as `*_shown`, English per field where one is missing, while titles, ids and
 * the addresses built from them stay English; an English member sees English, also right after a Hindi answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, focuses, products, subCategories, therapies } from '../../src/server/db/schema.ts';
import type { Category, Product, SubCategory, TherapeuticFocus, Therapy } from '../../src/shared/contract/entities.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { signedInMember, type SignedIn } from './helpers/member-session.ts';

let t: TestApp;
let categoryId: number;
const members: Partial<Record<'en' | 'hi' | 'ne', SignedIn>> = {};

const get = (url: string, key: string) => ({
  method: 'GET' as const,
  url: `/api${url}`,
  headers: { authorization: `Bearer ${key}` },
});

/** The session key of the member who reads in `language`. */
function keyOf(language: 'en' | 'hi' | 'ne'): string {
  const member = members[language];
  if (!member) throw new Error(`no ${language} member`);
  return member.key;
}

async function insertContent(): Promise<void> {
  const { db } = t.database;
  await db.insert(focuses).values({ name: 'Cardiology', translations: { hi: { title: 'हृदय रोग' }, ne: {} } });
  const [full, partial] = await db
    .insert(categories)
    .values([
      {
        title: 'Order Samples',
        description: 'Order <b>free samples</b>',
        outcome: 'submenu',
        sort: 1,
        translations: {
          hi: { title: 'सैंपल मँगाएँ', description: '<b>निःशुल्क सैंपल</b> मँगाएँ' },
          ne: { title: 'नमुना मगाउनुहोस्', description: '<b>निःशुल्क नमुना</b> मगाउनुहोस्' },
        },
      },
      {
        title: 'Medical Content',
        description: 'Latest articles',
        link: '/articles',
        outcome: 'submenu',
        sort: 2,
        translations: { hi: { title: 'चिकित्सा सामग्री', description: '  ' } },
      },
    ])
    .returning({ id: categories.id });
  categoryId = full?.id ?? 0;
  expect(partial).toBeDefined();
  await db.insert(subCategories).values({
    categoryId,
    title: 'Journal Emailers',
    serviceType: 'emailer',
    outcome: 'link',
    description: 'Journal summaries',
    translations: { hi: { title: 'जर्नल ईमेलर' }, ne: { title: 'जर्नल इमेलर', description: 'जर्नल सारांश' } },
  });
  const [therapy] = await db
    .insert(therapies)
    .values({ title: 'Antihypertensives', translations: { ne: { title: 'उच्च रक्तचापका औषधि' } } })
    .returning({ id: therapies.id });
  await db.insert(products).values({ therapyId: therapy?.id ?? 0, title: 'Telmicor', composition: 'Telmisartan' });
}

beforeAll(async () => {
  t = await build();
  await insertContent();
  members.en = await signedInMember(t, { therapeuticFocus: 'Cardiology', language: 'en' });
  members.hi = await signedInMember(t, { therapeuticFocus: 'Cardiology', language: 'hi' });
  members.ne = await signedInMember(t, { therapeuticFocus: 'Cardiology', language: 'ne' });
});
afterAll(async () => t.close());

/** The home categories as the member reads them. */
async function homeOf(language: 'en' | 'hi' | 'ne'): Promise<Category[]> {
  const response = await t.request(post('/GetCategory.php', {}, keyOf(language)));
  expect(response.statusCode).toBe(200);
  return (response.json() as [unknown, Category[]])[1];
}

/** The cards of the test's category as the member reads them. */
async function cardsOf(language: 'en' | 'hi' | 'ne'): Promise<SubCategory[]> {
  const response = await t.request(get(`/GetSubCategory.php?category_id=${categoryId}`, keyOf(language)));
  expect(response.statusCode).toBe(200);
  return (response.json() as [unknown, SubCategory[]])[1];
}

/** The payload of a POST list call (GetTherapy.php, GetAllTherapy.php). */
async function listOf<T>(url: string, language: 'en' | 'hi' | 'ne'): Promise<T[]> {
  const response = await t.request(post(url, {}, keyOf(language)));
  expect(response.statusCode).toBe(200);
  return (response.json() as [unknown, T[]])[1];
}

describe('GetCategory.php', () => {
  it('answers a Hindi member with Hindi titles and descriptions, keeping the English ones and the ids', async () => {
    const [full, partial] = await homeOf('hi');
    expect(full).toMatchObject({
      serv_category_id: String(categoryId),
      title: 'Order Samples',
      description: 'Order <b>free samples</b>',
      title_shown: 'सैंपल मँगाएँ',
      description_shown: '<b>निःशुल्क सैंपल</b> मँगाएँ',
    });
    expect(partial).toMatchObject({ title_shown: 'चिकित्सा सामग्री', description_shown: 'Latest articles' });
  });

  it('falls back to English per field and per language: Nepali has no translation of the second category', async () => {
    const [full, partial] = await homeOf('ne');
    expect(full).toMatchObject({ title_shown: 'नमुना मगाउनुहोस्', description_shown: '<b>निःशुल्क नमुना</b> मगाउनुहोस्' });
    expect(partial).toMatchObject({ title_shown: 'Medical Content', description_shown: 'Latest articles' });
  });

  it("gives an in-site link the member's language prefix, so the card opens that page without a redirect", async () => {
    expect((await homeOf('hi'))[1]?.link).toBe('/hi/articles');
    expect((await homeOf('ne'))[1]?.link).toBe('/ne/articles');
    expect((await homeOf('en'))[1]?.link).toBe('/articles');
    expect((await homeOf('hi'))[0]?.link).toBe('');
  });

  it('answers an English member in English even right after a Hindi answer was cached', async () => {
    await homeOf('hi');
    const english = await homeOf('en');
    const hindi = await homeOf('hi');
    expect(english.map((c) => [c.title_shown, c.description_shown])).toEqual([
      ['Order Samples', 'Order <b>free samples</b>'],
      ['Medical Content', 'Latest articles'],
    ]);
    expect(english.map((c) => [c.serv_category_id, c.title, c.description])).toEqual(
      hindi.map((c) => [c.serv_category_id, c.title, c.description]),
    );
  });
});

describe('GetSubCategory.php', () => {
  it('shows the card in the member language; the English title, which emailer addresses use, stays', async () => {
    const [hindi] = await cardsOf('hi');
    const [nepali] = await cardsOf('ne');
    const [english] = await cardsOf('en');
    expect(hindi).toMatchObject({ title: 'Journal Emailers', title_shown: 'जर्नल ईमेलर' });
    expect(hindi?.description_shown).toBe('Journal summaries');
    expect(nepali).toMatchObject({
      title: 'Journal Emailers',
      title_shown: 'जर्नल इमेलर',
      description_shown: 'जर्नल सारांश',
    });
    expect(english).toMatchObject({ title_shown: 'Journal Emailers', description_shown: 'Journal summaries' });
    expect(new Set([hindi, nepali, english].map((card) => card?.serv_sub_category_id)).size).toBe(1);
  });
});

describe('GetTherapy.php, GetAllTherapy.php and GetProduct.php', () => {
  it('names a therapy in Nepali while /products/{English title} still finds its products', async () => {
    const [nepali] = await listOf<Therapy>('/GetTherapy.php', 'ne');
    const [hindi] = await listOf<Therapy>('/GetTherapy.php', 'hi');
    expect(nepali).toMatchObject({ title: 'Antihypertensives', title_shown: 'उच्च रक्तचापका औषधि' });
    expect(hindi).toMatchObject({ title: 'Antihypertensives', title_shown: 'Antihypertensives' });
    const response = await t.request(
      get(`/GetProduct.php?title=${encodeURIComponent(nepali?.title ?? '')}`, keyOf('ne')),
    );
    expect((response.json() as [unknown, Product[]])[1].map((p) => p.title)).toEqual(['Telmicor']);
  });

  it("names each product's therapy in the member language (it heads /products/{title}), else English", async () => {
    const productsIn = async (url: string, language: 'en' | 'hi' | 'ne') =>
      ((await t.request(get(url, keyOf(language)))).json() as [unknown, Product[]])[1].map((p) => [
        p.therapy,
        p.therapy_shown,
      ]);
    const nepali = [['Antihypertensives', 'उच्च रक्तचापका औषधि']];
    const english = [['Antihypertensives', 'Antihypertensives']];
    expect(await productsIn('/GetProduct.php?title=Antihypertensives', 'ne')).toEqual(nepali);
    expect(await productsIn('/GetProduct.php?title=Antihypertensives', 'hi')).toEqual(english);
    expect(await productsIn('/Searchmoleculeproducts.php?searchedString=telmicor', 'ne')).toEqual(nepali);
    expect(await productsIn('/Searchmoleculeproducts.php?searchedString=telmicor', 'en')).toEqual(english);
  });

  it('names a focus in Hindi and keeps its English name, the key a member switches to', async () => {
    expect(await listOf<TherapeuticFocus>('/GetAllTherapy.php', 'hi')).toMatchObject([
      { name: 'Cardiology', name_shown: 'हृदय रोग' },
    ]);
    expect(await listOf<TherapeuticFocus>('/GetAllTherapy.php', 'ne')).toMatchObject([
      { name: 'Cardiology', name_shown: 'Cardiology' },
    ]);
    expect(await listOf<TherapeuticFocus>('/GetAllTherapy.php', 'en')).toMatchObject([
      { name: 'Cardiology', name_shown: 'Cardiology' },
    ]);
  });
});
