/**
 * Emailers from the console on the API (PGlite, or PostgreSQL with TEST_DATABASE_URL): added, changed and switched
 * off with audit rows, each seen by the doctors' GetEmailers at once although it was cached; bad input refused naming
 * the field with nothing stored; the PDF checked in the PDF worker pool as a member print is (not a PDF, broken,
 * too large refused) and stored through the file storage as the journal's PDF, audited. Roles: admin and content.
 */
import { eq } from 'drizzle-orm';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, emailers, focuses, journals, subCategories } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { type SignedIn, signedInMember } from './helpers/member-session.ts';
import { buildPdf, multipartPost } from './helpers/order-fixtures.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

const CARD = 'Journal Emailers';

let t: TestApp;
let storageDir: string;
let content: SignedInStaff;
let admin: SignedInStaff;
let doctor: SignedIn;
let journalId: number;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'portal-emailers-'));
  t = await build({ STORAGE_DIR: storageDir });
  const db = t.database.db;
  await db.insert(focuses).values([{ name: 'Cardiology' }, { name: 'Diabetology' }]);
  journalId = (await db.insert(journals).values({ title: 'Heart Journal' }).returning({ id: journals.id }))[0]?.id ?? 0;
  const [category] = await db
    .insert(categories)
    .values({ title: 'Journals', outcome: 'submenu' })
    .returning({ id: categories.id });
  await db.insert(subCategories).values([
    { categoryId: category?.id ?? 0, title: CARD, serviceType: 'emailer', linkName: 'emailers' },
    { categoryId: category?.id ?? 0, title: 'CME Videos', serviceType: 'videos', linkName: 'cme-videos' },
  ]);
  content = await signedInStaff(t, 'content');
  admin = await signedInStaff(t, 'admin');
  doctor = await signedInMember(t, { phone: '9300000071', therapeuticFocus: 'Cardiology' });
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST', url: string, key: string, payload?: object) =>
  t.request({ method, url: `/api/admin${url}`, headers: staffHeader(key), ...(payload ? { payload } : {}) });
const doctorsEmailers = async (focus = 'Cardiology') =>
  (
    await t.request(
      post(`/GetEmailers.php?subcategory_title=${encodeURIComponent(CARD)}&therapeutic_focus=${focus}`, {}, doctor.key),
    )
  ).json()[1];
const auditRows = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
const uploadPdf = async (id: number | string, data: Buffer, key = content.key, name = 'digest.pdf') =>
  t.request(
    await multipartPost(
      `/admin/emailers/pdf?id=${id}`,
      {},
      { field: 'pdf', name, type: 'application/pdf', data },
      staffHeader(key),
    ),
  );

const emailer = (overrides: object = {}) => ({
  title: 'Heart Journal: March 2026',
  journalId,
  subCategoryTitle: CARD,
  therapeuticFocus: 'Cardiology',
  active: true,
  ...overrides,
});

describe('emailers', () => {
  let id: number;

  it('adds an emailer that doctors of its focus see at once, with its audit row', async () => {
    expect(await doctorsEmailers()).toEqual([]);
    const added = await call('POST', '/emailers', content.key, emailer({ title: ' Heart Journal: March 2026 ' }));
    expect(added.statusCode).toBe(200);
    id = added.json()[1].id;
    expect(added.json()[1]).toEqual({ id, ...emailer(), journal: 'Heart Journal', version: 1 });
    expect(await doctorsEmailers()).toEqual([{ title: 'Heart Journal: March 2026', journal_id: String(journalId) }]);
    expect(await doctorsEmailers('Diabetology')).toEqual([]);
    const [audit] = await auditRows('emailer.create');
    expect(audit).toMatchObject({ entity: 'emailer', entityId: String(id), staffEmail: content.email });
  });

  it('lists and searches emailers', async () => {
    const found = await call('GET', '/emailers?search=march', admin.key);
    expect(found.json()[1]).toMatchObject({ total: 1, rows: [{ id, journal: 'Heart Journal' }] });
    expect((await call('GET', '/emailers?search=nothing', admin.key)).json()[1].total).toBe(0);
  });

  it('switches an emailer off and on: doctors stop and start seeing it, each change audited', async () => {
    const off = await call('POST', '/emailers/update', admin.key, { id, ...emailer({ active: false }) });
    expect(off.json()[1]).toMatchObject({ id, active: false });
    expect(await doctorsEmailers()).toEqual([]);
    await call('POST', '/emailers/update', admin.key, { id, ...emailer({ title: 'Heart Journal: April 2026' }) });
    expect(await doctorsEmailers()).toEqual([{ title: 'Heart Journal: April 2026', journal_id: String(journalId) }]);
    const changes = (await auditRows('emailer.update')).map((row) => row.changes);
    expect(changes).toEqual([
      { active: { from: 'true', to: 'false' } },
      {
        active: { from: 'false', to: 'true' },
        title: { from: 'Heart Journal: March 2026', to: 'Heart Journal: April 2026' },
      },
    ]);
  });

  it('refuses what a doctor’s screen could not use, naming the field and storing nothing', async () => {
    const db = t.database.db;
    const before = [await db.select().from(emailers), await db.select().from(auditLog)];
    const cases: [object, string][] = [
      [emailer({ journalId: 999_999 }), 'journalId'],
      [emailer({ subCategoryTitle: 'No such card' }), 'subCategoryTitle'],
      [emailer({ subCategoryTitle: 'CME Videos' }), 'subCategoryTitle'],
      [emailer({ therapeuticFocus: 'Astrology' }), 'therapeuticFocus'],
      [emailer({ title: '   ' }), 'title'],
      [emailer({ active: 'yes' }), 'active'],
    ];
    for (const [body, field] of cases) {
      const answer = await call('POST', '/emailers', content.key, body);
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
    const missing = await call('POST', '/emailers/update', content.key, { id: 999_999, ...emailer() });
    expect(missing.statusCode).toBe(404);
    expect([await db.select().from(emailers), await db.select().from(auditLog)]).toEqual(before);
  });
});

describe('emailer PDF', () => {
  let id: number;
  const stored = () => join(storageDir, 'journals', `${journalId}.pdf`);

  beforeAll(async () => {
    id = (await call('POST', '/emailers', content.key, emailer({ title: 'PDF test' }))).json()[1].id;
  });

  it('checks the PDF as a member print, stores the checked copy as the journal’s PDF and audits it', async () => {
    const answer = await uploadPdf(id, buildPdf());
    expect(answer.statusCode).toBe(200);
    const copy = await readFile(stored());
    expect(answer.json()[1]).toEqual({ journalId, bytes: copy.length });
    expect((await PDFDocument.load(copy)).getPageCount()).toBe(1);
    const [audit] = await auditRows('emailer.pdf');
    expect(audit).toMatchObject({ entity: 'emailer', entityId: String(id), staffEmail: content.email });
    expect(audit?.changes).toEqual({ [`journals/${journalId}.pdf`]: { from: null, to: String(copy.length) } });
    const download = await t.request({
      method: 'GET',
      url: `/api/download.php?a=${journalId}.pdf&folder=journals`,
      headers: { authorization: `Bearer ${doctor.key}` },
    });
    expect(download.statusCode).toBe(200);
  });

  it('refuses a non-PDF, a broken PDF, active content, more than 10 MB and a missing file, naming pdf', async () => {
    const before = (await stat(stored())).mtimeMs;
    const cases: [string, Buffer, number][] = [
      ['a JPEG named .pdf', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]), 415],
      ['a PDF cut short', buildPdf().subarray(0, 300), 415],
      [
        'a PDF with JavaScript',
        buildPdf({ catalogExtra: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ' }),
        415,
      ],
      ['11 MB', Buffer.concat([buildPdf(), Buffer.alloc(11 * 1024 * 1024, 32)]), 413],
    ];
    for (const [label, data, status] of cases) {
      const answer = await uploadPdf(id, data);
      expect(answer.statusCode, label).toBe(status);
      expect(answer.json()[0], label).toMatchObject({ status: 'error', field: 'pdf' });
    }
    const empty = await t.request(
      await multipartPost(`/admin/emailers/pdf?id=${id}`, { note: 'x' }, undefined, staffHeader(content.key)),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'pdf' });
    expect((await uploadPdf(999_999, buildPdf())).statusCode).toBe(404);
    expect((await stat(stored())).mtimeMs).toBe(before);
    expect(await auditRows('emailer.pdf')).toHaveLength(1);
  });
});

describe('roles', () => {
  it('admits admin and content only; the upload is refused before its body is read', async () => {
    for (const role of ['fulfilment', 'compliance'] as const) {
      const staff = await signedInStaff(t, role);
      expect((await call('GET', '/emailers', staff.key)).statusCode, role).toBe(403);
      expect((await call('POST', '/emailers', staff.key, emailer())).statusCode, role).toBe(403);
      expect((await call('POST', '/emailers/update', staff.key, { id: 1, ...emailer() })).statusCode, role).toBe(403);
      expect((await uploadPdf(1, buildPdf(), staff.key)).statusCode, role).toBe(403);
    }
    expect((await uploadPdf(1, buildPdf(), 'not-a-key')).statusCode).toBe(401);
  });
});
