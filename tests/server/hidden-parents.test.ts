/**
 * A list item whose parent staff hid answers as an unknown one does: videos, portals, files and emailers of a card
 * staff unpublished (or whose category they unpublished), the files' downloads and the emailers' journal PDFs, and the
 * article page of an unpublished therapy. A row no card names is answered as before. PGlite, or PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articles,
  categories,
  emailers,
  files,
  focuses,
  journals,
  portals,
  subCategories,
  therapies,
  videos,
} from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { type SignedIn, signedInMember } from './helpers/member-session.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let staff: SignedInStaff;
let doctor: SignedIn;
let journalId = 0;
let therapyId = 0;
const cards: Record<'videos' | 'portals' | 'files' | 'emailer' | 'otherFocus', number> = {
  videos: 0,
  portals: 0,
  files: 0,
  emailer: 0,
  otherFocus: 0,
};
let categoryId = 0;
let otherCategoryId = 0;

beforeAll(async () => {
  t = await build();
  const { db } = t.database;
  await db.insert(focuses).values([{ name: 'Cardiology' }, { name: 'Diabetology' }]);
  const [journal] = await db.insert(journals).values({ title: 'Heart Journal' }).returning();
  journalId = journal?.id ?? 0;
  const [therapy] = await db
    .insert(therapies)
    .values({ title: 'Hypertension', translations: { hi: { title: 'उच्च रक्तचाप' } } })
    .returning();
  therapyId = therapy?.id ?? 0;
  await db.insert(articles).values({ title: 'BP trial', journalId, therapy: 'Hypertension', link: 'https://e.org/a' });
  const [category] = await db.insert(categories).values({ title: 'Medical Content', outcome: 'submenu' }).returning();
  const [other] = await db.insert(categories).values({ title: 'Diabetes Care', outcome: 'submenu' }).returning();
  categoryId = category?.id ?? 0;
  otherCategoryId = other?.id ?? 0;
  const card = async (title: string, serviceType: string, linkName: string, into = categoryId, focus?: string) => {
    const [row] = await db
      .insert(subCategories)
      .values({
        categoryId: into,
        title,
        outcome: 'link',
        serviceType,
        linkName,
        therapeuticFocus: focus ?? null,
      })
      .returning();
    return row?.id ?? 0;
  };
  cards.videos = await card('CME Videos', 'videos', 'cme', categoryId, 'Cardiology');
  cards.portals = await card('Medical Portals', 'portals', 'tools');
  cards.files = await card('Product Brochures', 'files', 'brochures.php');
  cards.emailer = await card('Journal Emailers', 'emailer', 'emailers');
  // The same link name for another focus, in another category: it is no parent of the Cardiology videos.
  cards.otherFocus = await card('Diabetes CME', 'videos', 'cme', otherCategoryId, 'Diabetology');
  const linked = { therapeuticFocus: 'Cardiology' };
  await db.insert(videos).values({ ...linked, linkName: 'cme', title: 'ECG basics', link: 'https://e.org/v' });
  await db.insert(portals).values({ ...linked, linkName: 'tools', title: 'BP calculator', link: 'https://e.org/p' });
  await db.insert(files).values([
    { linkName: 'brochures', name: 'telmicor.pdf' },
    { linkName: 'cardless', name: 'cardless.pdf' },
  ]);
  await db
    .insert(emailers)
    .values({ ...linked, title: 'Heart digest', journalId, subCategoryTitle: 'Journal Emailers' });
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
  await t.app.deps.storage.write('files', 'telmicor.pdf', pdf);
  await t.app.deps.storage.write('files', 'cardless.pdf', pdf);
  await t.app.deps.storage.write('journals', `${journalId}.pdf`, pdf);
  staff = await signedInStaff(t, 'content');
  doctor = await signedInMember(t, { phone: '9500000077', therapeuticFocus: 'Cardiology' });
});
afterAll(() => t.close());

const publish = async (kind: 'card' | 'category' | 'therapy', id: number, published: boolean) => {
  const answer = await t.request({
    method: 'POST',
    url: '/api/admin/content/publish',
    headers: staffHeader(staff.key),
    payload: { kind, id, published },
  });
  expect(answer.statusCode).toBe(200);
};

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.request({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${doctor.key}` },
    ...(payload ? { payload } : {}),
  });

/** The list each card's page shows, as text, and the status of the downloads behind it. */
async function doctorSees() {
  const list = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const answer = await call(method, url, payload);
    expect(answer.statusCode).toBe(200);
    return JSON.stringify(answer.json()[1]);
  };
  return {
    videos: await list('POST', '/GetVideos.php?page=cme&therapeutic_focus=Cardiology', {}),
    portals: await list('GET', '/GetPortals.php?page=tools&therapeutic_focus=Cardiology'),
    files: await list('POST', '/files.php', { name: 'brochures.php' }),
    emailers: await list('POST', '/GetEmailers.php?subcategory_title=Journal%20Emailers&therapeutic_focus=', {}),
    fileDownload: (await call('GET', '/download.php?a=telmicor.pdf&folder=files')).statusCode,
    journalDownload: (await call('GET', `/download.php?a=${journalId}.pdf&folder=journals`)).statusCode,
  };
}

const everything = {
  videos: expect.stringContaining('ECG basics'),
  portals: expect.stringContaining('BP calculator'),
  files: expect.stringContaining('telmicor.pdf'),
  emailers: expect.stringContaining('Heart digest'),
  fileDownload: 200,
  journalDownload: 200,
};

describe('items of a hidden card', () => {
  it('shows each list while its card is published', async () => {
    expect(await doctorSees()).toEqual(everything);
  });

  it('answers each list empty, and its downloads 404, once staff unpublish its card; again once published', async () => {
    for (const id of Object.values(cards)) await publish('card', id, false);
    expect(await doctorSees()).toEqual({
      videos: '[]',
      portals: '[]',
      files: '[]',
      emailers: '[]',
      fileDownload: 404,
      journalDownload: 404,
    });
    const mailed = await call('POST', '/SendEmailer.php', { journalID: String(journalId) });
    expect(mailed.statusCode).toBe(404);
    for (const id of Object.values(cards)) await publish('card', id, true);
    expect(await doctorSees()).toEqual(everything);
  });

  it('hides them with the category staff unpublished, though the cards themselves are published', async () => {
    await publish('category', categoryId, false);
    const seen = await doctorSees();
    expect(seen).toMatchObject({ videos: '[]', portals: '[]', files: '[]', emailers: '[]', fileDownload: 404 });
    expect(seen.journalDownload).toBe(404);
    await publish('category', categoryId, true);
    expect(await doctorSees()).toEqual(everything);
  });

  it("counts only a card meant for the item's focus: another focus's card of the same link name is no parent", async () => {
    await publish('card', cards.videos, false);
    expect((await doctorSees()).videos).toBe('[]');
    await publish('card', cards.videos, true);
  });

  it('answers a file no card names as before (listed and downloaded while published)', async () => {
    expect(JSON.stringify((await call('POST', '/files.php', { name: 'cardless' })).json()[1])).toContain(
      'cardless.pdf',
    );
    expect((await call('GET', '/download.php?a=cardless.pdf&folder=files')).statusCode).toBe(200);
  });
});

describe('the assistant', () => {
  it('no longer names a video of a hidden card', async () => {
    expect((await call('POST', '/AgreedTerms.php', { terms: 'Y' })).statusCode).toBe(200);
    const ask = async () => (await call('POST', '/CalltoBot.php', { query: 'ECG basics' })).json()[1] as string;
    expect(await ask()).toContain('ECG basics');
    await publish('card', cards.videos, false);
    expect(await ask()).not.toContain('ECG basics');
    await publish('card', cards.videos, true);
  });
});

describe('the articles of an unpublished therapy', () => {
  const therapyPage = async (name: string) =>
    (await call('POST', '/GetTherapyArticles.php', { Therapy: name, page: '1' })).json()[1];

  it('answer as an unknown therapy (an empty page), by its English or its Hindi title, until published again', async () => {
    expect((await therapyPage('Hypertension')).result).toHaveLength(1);
    await publish('therapy', therapyId, false);
    expect(await therapyPage('Hypertension')).toEqual({ result: [], page: 1, hasMore: false });
    expect(await therapyPage('उच्च रक्तचाप')).toEqual({ result: [], page: 1, hasMore: false });
    await publish('therapy', therapyId, true);
    expect((await therapyPage('उच्च रक्तचाप')).result).toHaveLength(1);
  });
});
