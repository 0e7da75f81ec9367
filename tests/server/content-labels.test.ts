/**
 * Content labels in the doctor's language beyond the catalogue (issue 43 §1): product titles answer `title_shown`
 * (the English title stays the key of /products/{title}, search and orders), video and portal titles are answered in
 * the member's language, files keep their name (the download key) and add `title_shown`; English per missing field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  emailers,
  files,
  journals,
  portals,
  products,
  subCategories,
  therapies,
  videos,
} from '../../src/server/db/schema.ts';
import type { Emailer, FileItem, Portal, Product, Video } from '../../src/shared/contract/entities.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { signedInMember, type SignedIn } from './helpers/member-session.ts';

type Language = 'en' | 'hi' | 'ne';

let t: TestApp;
const members: Partial<Record<Language, SignedIn>> = {};

function keyOf(language: Language): string {
  const member = members[language];
  if (!member) throw new Error(`no ${language} member`);
  return member.key;
}

/** The payload of a call as the member of that language reads it. */
async function payload<T>(method: 'GET' | 'POST', url: string, language: Language, body?: object): Promise<T[]> {
  const response =
    method === 'POST' && body
      ? await t.request(post(url, body, keyOf(language)))
      : await t.request({ method, url: `/api${url}`, headers: { authorization: `Bearer ${keyOf(language)}` } });
  expect(response.statusCode).toBe(200);
  return (response.json() as [unknown, T[]])[1];
}

beforeAll(async () => {
  t = await build();
  const { db } = t.database;
  const [therapy] = await db.insert(therapies).values({ title: 'Antihypertensives' }).returning({ id: therapies.id });
  const therapyId = therapy?.id ?? 0;
  await db.insert(products).values([
    {
      therapyId,
      title: 'Telmicor',
      composition: 'Telmisartan 40 mg',
      translations: { hi: { title: 'टेल्मीकोर' }, ne: { title: 'टेल्मीकोर' } },
    },
    { therapyId, title: 'Amlocard', composition: 'Amlodipine 5 mg', translations: { hi: { title: ' ' } } },
  ]);
  await db.insert(videos).values({
    title: 'Foot care in diabetes',
    link: 'https://video.example.org/embed/foot',
    linkName: 'cme_videos',
    therapeuticFocus: 'Cardiology',
    translations: { hi: { title: 'मधुमेह में पैरों की देखभाल' } },
  });
  await db.insert(portals).values({
    title: 'Asthma Control Test',
    link: 'https://tools.example.org/asthma-control',
    linkName: 'portals',
    therapeuticFocus: 'Cardiology',
    translations: { ne: { title: 'दम नियन्त्रण परीक्षण' } },
  });
  await db.insert(files).values({
    linkName: 'brochures',
    name: 'Telmicor-Brochure.pdf',
    translations: { hi: { title: 'टेल्मीकोर पुस्तिका' }, ne: { title: 'टेल्मीकोर पुस्तिका' } },
  });
  const [category] = await db.insert(categories).values({ title: 'Medical Content', outcome: 'submenu' }).returning();
  await db.insert(subCategories).values([
    {
      categoryId: category?.id ?? 0,
      title: 'Journal Emailers',
      serviceType: 'emailer',
      outcome: 'page',
      translations: { hi: { title: 'जर्नल ईमेलर' }, ne: { title: ' जर्नल इमेलर ' } },
    },
    // A card of another kind with the same Hindi title names no emailers.
    {
      categoryId: category?.id ?? 0,
      title: 'Journal Portals',
      serviceType: 'portals',
      outcome: 'page',
      translations: { hi: { title: 'जर्नल पोर्टल' } },
    },
  ]);
  const [journal] = await db.insert(journals).values({ title: 'Indian Heart Review' }).returning();
  await db.insert(emailers).values(
    ['Journal Emailers', 'Journal Portals'].map((subCategoryTitle) => ({
      title: `${subCategoryTitle}: summary`,
      journalId: journal?.id ?? 0,
      subCategoryTitle,
      therapeuticFocus: 'Cardiology',
    })),
  );
  for (const language of ['en', 'hi', 'ne'] as const)
    members[language] = await signedInMember(t, { therapeuticFocus: 'Cardiology', language });
});
afterAll(async () => t.close());

describe('GetProduct.php and Searchmoleculeproducts.php', () => {
  it('add the title in the member language, English where blank, keeping the English title and ids', async () => {
    const hindi = await payload<Product>('GET', '/GetProduct.php?title=Antihypertensives', 'hi');
    expect(hindi.map((p) => [p.title, p.title_shown])).toEqual([
      ['Amlocard', 'Amlocard'],
      ['Telmicor', 'टेल्मीकोर'],
    ]);
    const english = await payload<Product>('GET', '/GetProduct.php?title=Antihypertensives', 'en');
    expect(english.map((p) => [p.title, p.title_shown])).toEqual([
      ['Amlocard', 'Amlocard'],
      ['Telmicor', 'Telmicor'],
    ]);
    expect(english.map((p) => p.product_id)).toEqual(hindi.map((p) => p.product_id));
  });

  it('search by the English name answers each language its own title, also right after another was cached', async () => {
    const nepali = await payload<Product>('GET', '/Searchmoleculeproducts.php?searchedString=telmicor', 'ne');
    const english = await payload<Product>('GET', '/Searchmoleculeproducts.php?searchedString=telmicor', 'en');
    expect(nepali.map((p) => [p.title, p.title_shown])).toEqual([['Telmicor', 'टेल्मीकोर']]);
    expect(english.map((p) => [p.title, p.title_shown])).toEqual([['Telmicor', 'Telmicor']]);
  });
});

describe('GetVideos.php, GetPortals.php and files.php', () => {
  it('title videos and portals in the member language, English where none', async () => {
    const videosIn = async (language: Language) =>
      (await payload<Video>('POST', '/GetVideos.php?page=cme_videos', language, {})).map((v) => v.title);
    expect(await videosIn('hi')).toEqual(['मधुमेह में पैरों की देखभाल']);
    expect(await videosIn('ne')).toEqual(['Foot care in diabetes']);
    expect(await videosIn('en')).toEqual(['Foot care in diabetes']);
    const portalsIn = async (language: Language) =>
      (await payload<Portal>('GET', '/GetPortals.php?page=portals', language)).map((p) => p.title);
    expect(await portalsIn('ne')).toEqual(['दम नियन्त्रण परीक्षण']);
    expect(await portalsIn('hi')).toEqual(['Asthma Control Test']);
  });

  it("find a card's emailers by its English, Hindi or Nepali title (the address its card gives)", async () => {
    const emailersOf = async (title: string, language: Language) =>
      (
        await payload<Emailer>(
          'POST',
          `/GetEmailers.php?subcategory_title=${encodeURIComponent(title)}&therapeutic_focus=`,
          language,
          {},
        )
      ).map((e) => e.title);
    const summary = ['Journal Emailers: summary'];
    expect(await emailersOf('Journal Emailers', 'en')).toEqual(summary);
    expect(await emailersOf('जर्नल ईमेलर', 'hi')).toEqual(summary);
    expect(await emailersOf('जर्नल इमेलर', 'ne')).toEqual(summary);
    // An address kept from before the doctor changed language still finds them.
    expect(await emailersOf('जर्नल ईमेलर', 'en')).toEqual(summary);
    expect(await emailersOf('जर्नल पोर्टल', 'hi')).toEqual([]);
    expect(await emailersOf('जर्नल', 'hi')).toEqual([]);
  });

  it('keep a file name, the key of its download, and show its title in the member language', async () => {
    const filesIn = (language: Language) => payload<FileItem>('POST', '/files.php', language, { name: 'brochures' });
    expect(await filesIn('hi')).toEqual([{ name: 'Telmicor-Brochure.pdf', title_shown: 'टेल्मीकोर पुस्तिका' }]);
    expect(await filesIn('en')).toEqual([{ name: 'Telmicor-Brochure.pdf', title_shown: 'Telmicor-Brochure.pdf' }]);
  });
});
