/**
 * Two staff editing one row of a content list or one banner popup (optimistic concurrency, migration 0029): every
 * row carries its edit version; the second save made on the first's version is refused (409, field `version`, naming
 * who saved and when) and the row keeps the first save; a save on the current version goes through and raises it.
 * A focus, addressed by its name, works the same. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, focuses, journals, videos } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { changedMeanwhile, type SignedInStaff, signedInStaff, staffHeader, staffPost } from './helpers/staff.ts';

let t: TestApp;
let first: SignedInStaff;
let second: SignedInStaff;
let journalId: number;

beforeAll(async () => {
  t = await build();
  await t.database.db.insert(focuses).values([{ name: 'Cardiology' }, { name: 'Neurology' }]);
  journalId = (await t.database.db.insert(journals).values({ title: 'Heart Journal' }).returning())[0]?.id ?? 0;
  first = await signedInStaff(t, 'content');
  second = await signedInStaff(t, 'admin');
});
afterAll(() => t.close());

const call = (key: string, url: string, payload: object) => staffPost(t, key, url, payload);

const cases = [
  {
    noun: 'banner',
    path: '/banners',
    body: { image: 'popup.svg', imageHi: '', imageNe: '', therapeuticFocus: '', sort: 0, active: true },
    first: { sort: 1 },
    second: { sort: 2, active: false },
    stored: async (id: number) => (await t.database.db.select().from(banners).where(eq(banners.id, id)))[0],
  },
  {
    noun: 'video',
    path: '/videos',
    body: {
      title: 'Reading an ECG',
      link: 'https://video.example.org/ecg',
      trailerLink: '',
      thumbnail: '',
      linkName: 'cme-videos',
      therapeuticFocus: 'Cardiology',
    },
    first: { title: 'Reading an ECG, part 1' },
    second: { title: 'ECG basics' },
    stored: async (id: number) => (await t.database.db.select().from(videos).where(eq(videos.id, id)))[0],
  },
  {
    noun: 'journal',
    path: '/journals',
    body: { title: 'Diabetes Digest' },
    first: { title: 'Diabetes Digest 2027' },
    second: { title: 'The Diabetes Digest' },
    stored: async (id: number) => (await t.database.db.select().from(journals).where(eq(journals.id, id)))[0],
  },
] as const;

describe('a content list row edited by two staff', () => {
  for (const c of cases) {
    it(`refuses a stale ${c.noun} save, keeps the first, and takes a save on the current version`, async () => {
      const added = await call(first.key, c.path, c.body);
      expect(added.statusCode).toBe(200);
      const { id, version } = added.json()[1] as { id: number; version: number };
      expect(version).toBe(1);
      const saved = await call(first.key, `${c.path}/update`, { ...c.body, id, version, ...c.first });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()[1]).toMatchObject({ ...c.first, version: 2 });

      const stale = await call(second.key, `${c.path}/update`, { ...c.body, id, version, ...c.second });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()[0]).toMatchObject({ code: 'CONFLICT', field: 'version' });
      expect(stale.json()[1].Message).toMatch(changedMeanwhile(c.noun, first.email));
      expect(await c.stored(id)).toMatchObject({ version: 2 });

      const fresh = await call(second.key, `${c.path}/update`, { ...c.body, id, version: 2, ...c.second });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json()[1]).toMatchObject({ ...c.second, version: 3 });
      const listed = await t.request({ method: 'GET', url: `/api/admin${c.path}`, headers: staffHeader(first.key) });
      expect((listed.json()[1].rows as { id: number }[]).find((row) => row.id === id)).toMatchObject({
        ...c.second,
        version: 3,
      });
    });
  }

  it('a journal save without a version (an API client of before) is not checked, and still raises it', async () => {
    const added = await call(first.key, '/journals', { title: 'Lung Letters' });
    const { id } = added.json()[1] as { id: number };
    const saved = await call(second.key, '/journals/update', { id, title: 'Lung Letters 2027' });
    expect(saved.json()[1]).toMatchObject({ title: 'Lung Letters 2027', version: 2 });
    expect(journalId).toBeGreaterThan(0);
  });

  it('refuses a stale focus save by name; the first image and order stay', async () => {
    const added = await call(first.key, '/focuses', { name: 'Nephrology', image: '', sort: 3 });
    expect(added.json()[1]).toMatchObject({ name: 'Nephrology', version: 1 });
    const saved = await call(first.key, '/focuses/update', { name: 'Nephrology', image: '', sort: 4, version: 1 });
    expect(saved.json()[1]).toMatchObject({ sort: 4, version: 2 });
    const stale = await call(second.key, '/focuses/update', { name: 'Nephrology', image: '', sort: 9, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()[1].Message).toMatch(changedMeanwhile('focus', first.email));
    const [row] = await t.database.db.select().from(focuses).where(eq(focuses.name, 'Nephrology'));
    expect(row).toMatchObject({ sort: 4, version: 2 });
  });

  it('refuses a version that is no whole number above 0 (400, naming it)', async () => {
    const added = await call(first.key, '/journals', { title: 'Kidney Notes' });
    const { id } = added.json()[1] as { id: number };
    const bad = await call(first.key, '/journals/update', { id, title: 'Kidney Notes 2', version: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()[0]).toMatchObject({ field: 'version' });
  });
});
