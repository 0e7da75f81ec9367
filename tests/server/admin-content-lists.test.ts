/**
 * The plain content lists from the console on the API (PGlite, or PostgreSQL with TEST_DATABASE_URL): therapies
 * (a rename keeps the products and moves the articles), focuses (by name, never renamed), journals, videos, portals
 * and files. Each write has its audit row, shows at the doctors' next call although their answer was cached, and
 * bad input is refused naming the field with nothing stored. Roles: admin and content.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articles,
  auditLog,
  files,
  focuses,
  journals,
  portals,
  products,
  therapies,
  videos,
} from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { type SignedIn, signedInMember } from './helpers/member-session.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let content: SignedInStaff;
let admin: SignedInStaff;
let doctor: SignedIn;
let therapyId: number;
let journalId: number;

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  await db.insert(focuses).values([
    { name: 'Cardiology', sort: 1 },
    { name: 'Diabetology', sort: 2 },
  ]);
  therapyId =
    (await db.insert(therapies).values({ title: 'Antihypertensives' }).returning({ id: therapies.id }))[0]?.id ?? 0;
  journalId = (await db.insert(journals).values({ title: 'Heart Journal' }).returning({ id: journals.id }))[0]?.id ?? 0;
  await db.insert(products).values({ therapyId, title: 'Zentelmi', dose: '40 mg' });
  await db.insert(articles).values([
    { title: 'Salt and blood pressure', journalId, therapy: 'Antihypertensives', link: 'https://a.example.org/1' },
    { title: 'Night dosing', journalId, therapy: 'Antihypertensives', link: 'https://a.example.org/2' },
  ]);
  content = await signedInStaff(t, 'content');
  admin = await signedInStaff(t, 'admin');
  doctor = await signedInMember(t, { phone: '9300000001', therapeuticFocus: 'Cardiology' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, key: string, payload?: object) =>
  t.request({ method, url: `/api/admin${url}`, headers: staffHeader(key), ...(payload ? { payload } : {}) });
const asDoctor = (url: string, payload?: object) =>
  t.request(
    payload
      ? post(url, payload, doctor.key)
      : { method: 'GET', url: `/api${url}`, headers: { authorization: `Bearer ${doctor.key}` } },
  );
const auditRows = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('therapies', () => {
  it('adds a therapy that doctors see at their next call, with its audit row', async () => {
    expect(JSON.stringify((await asDoctor('/GetTherapy.php', {})).json())).not.toContain('Antidiabetics');
    const added = await call('POST', '/therapies', content.key, { title: ' Antidiabetics ', image: 'diabetes.svg' });
    expect(added.statusCode).toBe(200);
    expect(added.json()[1]).toMatchObject({ title: 'Antidiabetics', image: 'diabetes.svg', products: 0 });
    const therapiesNow = (await asDoctor('/GetTherapy.php', {})).json()[1];
    expect(therapiesNow.map((row: { title: string }) => row.title)).toEqual(['Antihypertensives', 'Antidiabetics']);
    const [audit] = await auditRows('therapy.create');
    expect(audit).toMatchObject({ entity: 'therapy', entityId: String(added.json()[1].id), staffEmail: content.email });
  });

  it('renames a therapy: its products stay with it and its articles follow the new title, all audited', async () => {
    await asDoctor('/GetProduct.php?title=Antihypertensives');
    const renamed = await call('POST', '/therapies/update', admin.key, {
      id: therapyId,
      title: 'Blood pressure',
      image: '',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()[1]).toMatchObject({ id: therapyId, title: 'Blood pressure', products: 1 });
    expect(JSON.stringify((await asDoctor('/GetProduct.php?title=Blood%20pressure')).json())).toContain('Zentelmi');
    expect((await asDoctor('/GetProduct.php?title=Antihypertensives')).json()[1]).not.toContainEqual(
      expect.objectContaining({ title: 'Zentelmi' }),
    );
    const moved = await asDoctor('/GetTherapyArticles.php', { Therapy: 'Blood pressure', page: '1' });
    expect(JSON.stringify(moved.json())).toContain('Night dosing');
    const stored = await t.database.db.select({ therapy: articles.therapy }).from(articles);
    expect(stored.map((a) => a.therapy)).toEqual(['Blood pressure', 'Blood pressure']);
    const [update] = await auditRows('therapy.update');
    expect(update?.changes).toEqual({ title: { from: 'Antihypertensives', to: 'Blood pressure' } });
    expect(await auditRows('article.update')).toHaveLength(2);
  });

  it('lists and searches therapies', async () => {
    const found = await call('GET', '/therapies?search=blood', content.key);
    expect(found.json()[1]).toMatchObject({ total: 1, rows: [{ id: therapyId, title: 'Blood pressure' }] });
  });
});

describe('focuses', () => {
  it('adds a focus that doctors can choose, in its order, and changes its image and order by name', async () => {
    await asDoctor('/GetAllTherapy.php', {});
    const added = await call('POST', '/focuses', content.key, { name: 'Nephrology', image: 'Nephrology.svg', sort: 0 });
    expect(added.json()[1]).toEqual({
      name: 'Nephrology',
      image: 'Nephrology.svg',
      sort: 0,
      titleHi: '',
      titleNe: '',
      missing: 'hi, ne',
      doctors: 0,
      version: 1,
    });
    const names = (await asDoctor('/GetAllTherapy.php', {})).json()[1].map((f: { name: string }) => f.name);
    expect(names).toEqual(['Nephrology', 'Cardiology', 'Diabetology']);
    expect((await asDoctor('/SetTherapy.php', { therapeutic_focus: 'Nephrology' })).statusCode).toBe(200);
    const moved = await call('POST', '/focuses/update', content.key, { name: 'Nephrology', image: '', sort: 9 });
    expect(moved.json()[1]).toEqual({
      name: 'Nephrology',
      image: '',
      sort: 9,
      titleHi: '',
      titleNe: '',
      missing: 'hi, ne',
      doctors: 1,
      version: 2,
    });
    const after = (await asDoctor('/GetAllTherapy.php', {})).json()[1].map((f: { name: string }) => f.name);
    expect(after).toEqual(['Cardiology', 'Diabetology', 'Nephrology']);
    const [audit] = await auditRows('focus.update');
    expect(audit).toMatchObject({ entityId: 'Nephrology' });
    expect(audit?.changes).toEqual({ image: { from: 'Nephrology.svg', to: '' }, sort: { from: '0', to: '9' } });
  });
});

describe('journals', () => {
  it('adds a journal whose page doctors can open, and renames it', async () => {
    const added = await call('POST', '/journals', content.key, { title: 'Diabetes Digest' });
    const id = added.json()[1].id as number;
    expect(added.json()[1]).toEqual({ id, title: 'Diabetes Digest', language: 'en', articles: 0, version: 1 });
    expect((await asDoctor('/GetJournal.php', { Jid: String(id), page: '1' })).statusCode).toBe(200);
    const renamed = await call('POST', '/journals/update', content.key, { id: journalId, title: 'Heart Digest' });
    expect(renamed.json()[1]).toEqual({
      id: journalId,
      title: 'Heart Digest',
      language: 'en',
      articles: 2,
      version: 2,
    });
    const options = await call('GET', '/catalogue/options', content.key);
    expect(options.json()[1].journals).toContainEqual({ id: journalId, title: 'Heart Digest' });
    expect(await auditRows('journal.update')).toHaveLength(1);
  });
});

const video = {
  title: 'Reading an ECG',
  link: 'https://video.example.org/ecg',
  trailerLink: '',
  thumbnail: 'cme.svg',
  linkName: 'cme-videos',
  therapeuticFocus: 'Cardiology',
};
const portal = {
  title: 'Risk Calculator',
  link: 'https://risk.example.org',
  linkName: 'medical-portals',
  therapeuticFocus: 'Cardiology',
};

describe('videos, portals and files', () => {
  it('adds and changes a video that doctors of its focus see in its list', async () => {
    const list = () => asDoctor('/GetVideos.php?page=cme-videos&therapeutic_focus=Cardiology', {});
    expect((await list()).json()[1]).toEqual([]);
    const added = await call('POST', '/videos', content.key, video);
    const id = added.json()[1].id as number;
    expect((await list()).json()[1]).toEqual([
      { video_id: String(id), title: 'Reading an ECG', trailer_link: '', link: video.link, thumbnail: 'cme.svg' },
    ]);
    await call('POST', '/videos/update', content.key, { ...video, id, trailerLink: 'https://video.example.org/t' });
    expect((await list()).json()[1][0]).toMatchObject({ trailer_link: 'https://video.example.org/t' });
    const other = await asDoctor('/GetVideos.php?page=cme-videos&therapeutic_focus=Diabetology', {});
    expect(other.json()[1]).toEqual([]);
    expect(await auditRows('video.create')).toHaveLength(1);
    expect((await auditRows('video.update'))[0]?.changes).toEqual({
      trailerLink: { from: '', to: 'https://video.example.org/t' },
    });
  });

  it('adds a portal and a file that doctors see', async () => {
    await asDoctor('/GetPortals.php?page=medical-portals&therapeutic_focus=Cardiology');
    const added = await call('POST', '/portals', content.key, portal);
    expect(added.statusCode).toBe(200);
    const portalsNow = (await asDoctor('/GetPortals.php?page=medical-portals&therapeutic_focus=Cardiology')).json()[1];
    expect(portalsNow).toEqual([{ portal_id: String(added.json()[1].id), title: portal.title, link: portal.link }]);
    await asDoctor('/files.php', { name: 'brochures.php' });
    const file = await call('POST', '/files', content.key, { linkName: 'brochures', name: 'Statin leaflet.pdf' });
    expect(file.json()[1]).toMatchObject({ linkName: 'brochures', name: 'Statin leaflet.pdf' });
    expect((await asDoctor('/files.php', { name: 'brochures.php' })).json()[1]).toEqual([
      { name: 'Statin leaflet.pdf', title_shown: 'Statin leaflet.pdf' },
    ]);
    expect(await auditRows('portal.create')).toHaveLength(1);
    expect(await auditRows('file.create')).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('refuses what a doctor’s screen could not use, naming the field and storing nothing', async () => {
    const db = t.database.db;
    const tables = async () => [
      await db.select().from(therapies),
      await db.select().from(focuses),
      await db.select().from(journals),
      await db.select().from(videos),
      await db.select().from(portals),
      await db.select().from(files),
      await db.select().from(auditLog),
    ];
    const before = await tables();
    const cases: [string, object, string][] = [
      ['/therapies', { title: 'Blood pressure', image: '' }, 'title'],
      ['/therapies', { title: ' ', image: '' }, 'title'],
      ['/therapies', { title: 'Statins', image: '../x.svg' }, 'image'],
      ['/focuses', { name: 'Common', image: '', sort: 1 }, 'name'],
      ['/focuses', { name: 'Cardiology', image: '', sort: 1 }, 'name'],
      ['/focuses', { name: ' Padded', image: '', sort: 1 }, 'name'],
      ['/journals', { title: '' }, 'title'],
      ['/videos', { ...video, link: 'http://video.example.org/x' }, 'link'],
      ['/videos', { ...video, trailerLink: 'javascript:alert(1)' }, 'trailerLink'],
      ['/videos', { ...video, therapeuticFocus: 'Astrology' }, 'therapeuticFocus'],
      ['/videos', { ...video, linkName: 'cme.php' }, 'linkName'],
      ['/videos', { ...video, thumbnail: '/etc/passwd' }, 'thumbnail'],
      ['/portals', { ...portal, link: 'ftp://risk.example.org' }, 'link'],
      ['/portals', { ...portal, therapeuticFocus: '' }, 'therapeuticFocus'],
      ['/files', { linkName: 'brochures', name: '..pdf' }, 'name'],
      ['/files', { linkName: '../admin', name: 'a.pdf' }, 'linkName'],
    ];
    for (const [url, body, field] of cases) {
      const answer = await call('POST', url, content.key, body);
      expect(answer.statusCode, `${url} ${field}`).toBe(400);
      expect(answer.json()[0], `${url} ${field}`).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
    const missing: [string, object, string][] = [
      ['/therapies/update', { id: 99999, title: 'X', image: '' }, 'id'],
      ['/focuses/update', { name: 'Astrology', image: '', sort: 1 }, 'name'],
      ['/journals/update', { id: 99999, title: 'X' }, 'id'],
      ['/videos/update', { ...video, id: 99999 }, 'id'],
      ['/portals/update', { ...portal, id: 99999 }, 'id'],
      ['/files/update', { id: 99999, linkName: 'a', name: 'a.pdf' }, 'id'],
    ];
    for (const [url, body, field] of missing) {
      const answer = await call('POST', url, content.key, body);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()[0], url).toMatchObject({ code: 'NOT_FOUND', field });
    }
    expect(await tables()).toEqual(before);
  });

  it('admits admin and content only', async () => {
    for (const role of ['fulfilment', 'compliance'] as const) {
      const staff = await signedInStaff(t, role);
      for (const path of ['/therapies', '/focuses', '/journals', '/videos', '/portals', '/files']) {
        expect((await call('GET', path, staff.key)).statusCode).toBe(403);
        expect((await call('POST', path, staff.key, {})).statusCode).toBe(403);
      }
    }
  });
});
