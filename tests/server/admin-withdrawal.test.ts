/**
 * Undo and withdrawal of content (issue 41) on the API (PGlite, or PostgreSQL with TEST_DATABASE_URL): an unpublished
 * article, product, category, card, video, portal, file or therapy disappears from the doctor's call at once and
 * comes back when published again, each change audited; a delete is audited with the row's fields and refused
 * (nothing removed) while something still refers to the row. Roles: admin and content.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WithdrawableKind } from '../../src/shared/contract/admin/withdrawal.ts';
import {
  adverseEventReports,
  articles,
  auditLog,
  categories,
  files,
  focuses,
  journals,
  portals,
  products,
  subCategories,
  therapies,
  videos,
} from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { type SignedIn, signedInMember } from './helpers/member-session.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let content: SignedInStaff;
let fulfilment: SignedInStaff;
let doctor: SignedIn;
const ids = {} as Record<WithdrawableKind, number>;

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  await db.insert(focuses).values({ name: 'Cardiology' });
  const [therapy] = await db.insert(therapies).values({ title: 'Hypertension' }).returning();
  const [journal] = await db.insert(journals).values({ title: 'Heart Journal' }).returning();
  const [product] = await db
    .insert(products)
    .values({ therapyId: therapy?.id ?? 0, title: 'Telmicor 40', composition: 'Telmisartan' })
    .returning();
  const [article] = await db
    .insert(articles)
    .values({
      title: 'Withdrawn trial',
      journalId: journal?.id ?? 0,
      therapy: 'Hypertension',
      link: 'https://example.com/a',
    })
    .returning();
  const [category] = await db.insert(categories).values({ title: 'Patient Help', outcome: 'submenu' }).returning();
  const [card] = await db
    .insert(subCategories)
    .values({ categoryId: category?.id ?? 0, title: 'Patient Videos', linkName: 'patient-videos' })
    .returning();
  const linked = { linkName: 'patient-videos', therapeuticFocus: 'Cardiology' };
  const [video] = await db
    .insert(videos)
    .values({ ...linked, title: 'BP basics', link: 'https://example.com/v' })
    .returning();
  const [portal] = await db
    .insert(portals)
    .values({ ...linked, title: 'BP portal', link: 'https://example.com/p' })
    .returning();
  const [file] = await db.insert(files).values({ linkName: 'patient-videos', name: 'bp-leaflet.pdf' }).returning();
  Object.assign(ids, {
    therapy: therapy?.id,
    product: product?.id,
    article: article?.id,
    category: category?.id,
    card: card?.id,
    video: video?.id,
    portal: portal?.id,
    file: file?.id,
  });
  content = await signedInStaff(t, 'content');
  fulfilment = await signedInStaff(t, 'fulfilment');
  doctor = await signedInMember(t, { phone: '9500000041', therapeuticFocus: 'Cardiology' });
});
afterAll(() => t.close());

const staffCall = (url: string, payload: object, key = content.key) =>
  t.request({ method: 'POST', url: `/api/admin${url}`, headers: staffHeader(key), payload });

/** What the doctor's call for each kind answers, as text. */
async function doctorSees(kind: WithdrawableKind): Promise<string> {
  const headers = { authorization: `Bearer ${doctor.key}` };
  const calls: Record<WithdrawableKind, { method: 'GET' | 'POST'; url: string; payload?: object }> = {
    article: { method: 'POST', url: '/GetArticles.php', payload: { page: '1' } },
    product: { method: 'GET', url: '/GetProduct.php?title=Hypertension' },
    category: { method: 'POST', url: '/GetCategory.php', payload: {} },
    card: { method: 'GET', url: `/GetSubCategory.php?category_id=${ids.category}` },
    video: { method: 'POST', url: '/GetVideos.php?page=patient-videos&therapeutic_focus=Cardiology', payload: {} },
    portal: { method: 'GET', url: '/GetPortals.php?page=patient-videos&therapeutic_focus=Cardiology' },
    file: { method: 'POST', url: '/files.php', payload: { name: 'patient-videos' } },
    therapy: { method: 'POST', url: '/GetTherapy.php', payload: {} },
  };
  const { method, url, payload } = calls[kind];
  const answer = await t.request({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  expect(answer.statusCode).toBe(200);
  return answer.body;
}

const shownAs: Record<WithdrawableKind, string> = {
  article: 'Withdrawn trial',
  product: 'Telmicor 40',
  category: 'Patient Help',
  card: 'Patient Videos',
  video: 'BP basics',
  portal: 'BP portal',
  file: 'bp-leaflet.pdf',
  therapy: 'Hypertension',
};

describe('unpublish and publish again', () => {
  const kinds = Object.keys(shownAs) as WithdrawableKind[];

  it.each(kinds)('a doctor stops seeing an unpublished %s at once and sees it again once published', async (kind) => {
    expect(await doctorSees(kind)).toContain(shownAs[kind]);
    const off = await staffCall('/content/publish', { kind, id: ids[kind], published: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()[1]).toEqual({ kind, id: ids[kind], published: false });
    expect(await doctorSees(kind)).not.toContain(shownAs[kind]);
    const on = await staffCall('/content/publish', { kind, id: ids[kind], published: true });
    expect(on.statusCode).toBe(200);
    expect(await doctorSees(kind)).toContain(shownAs[kind]);
    const entity = kind === 'card' ? 'subcategory' : kind;
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(ids[kind]))));
    expect(rows.map((row) => [row.action, row.staffEmail, row.changes])).toEqual([
      [`${entity}.unpublish`, content.email, { published: { from: 'true', to: 'false' } }],
      [`${entity}.publish`, content.email, { published: { from: 'false', to: 'true' } }],
    ]);
  });

  it('an unpublished file is no longer downloaded (404), and is again once published', async () => {
    await t.app.deps.storage.write('files', 'bp-leaflet.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    const download = () =>
      t.request({
        method: 'GET',
        url: '/api/download.php?a=bp-leaflet.pdf&folder=files',
        headers: { authorization: `Bearer ${doctor.key}` },
      });
    expect((await download()).statusCode).toBe(200);
    await staffCall('/content/publish', { kind: 'file', id: ids.file, published: false });
    const refused = await download();
    expect(refused.statusCode).toBe(404);
    expect(refused.json()[0].code).toBe('NOT_FOUND');
    await staffCall('/content/publish', { kind: 'file', id: ids.file, published: true });
    expect((await download()).statusCode).toBe(200);
  });

  it('the console lists keep an unpublished row, marked unpublished', async () => {
    const lists: [WithdrawableKind, string][] = [
      ['article', '/articles'],
      ['product', '/products'],
      ['category', '/categories'],
      ['card', `/sub-categories?categoryId=${ids.category}`],
      ['video', '/videos'],
      ['portal', '/portals'],
      ['file', '/files'],
      ['therapy', '/therapies'],
    ];
    for (const [kind, url] of lists) {
      await staffCall('/content/publish', { kind, id: ids[kind], published: false });
      const listed = await t.request({ method: 'GET', url: `/api/admin${url}`, headers: staffHeader(content.key) });
      expect(listed.json()[1].rows, kind).toContainEqual(expect.objectContaining({ id: ids[kind], published: false }));
      await staffCall('/content/publish', { kind, id: ids[kind], published: true });
    }
  });

  it('the product search no longer finds an unpublished product', async () => {
    await staffCall('/content/publish', { kind: 'product', id: ids.product, published: false });
    const search = await t.request({
      method: 'GET',
      url: '/api/Searchmoleculeproducts.php?search_string=Telmicor',
      headers: { authorization: `Bearer ${doctor.key}` },
    });
    expect(search.body).not.toContain('Telmicor 40');
    await staffCall('/content/publish', { kind: 'product', id: ids.product, published: true });
  });

  it('refuses an unknown row (404) and a role without content rights (403), writing nothing', async () => {
    const missing = await staffCall('/content/publish', { kind: 'video', id: 999_999, published: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()[1].Message).toBe('No such video.');
    const refused = await staffCall(
      '/content/publish',
      { kind: 'video', id: ids.video, published: false },
      fulfilment.key,
    );
    expect(refused.statusCode).toBe(403);
    const bad = await staffCall('/content/publish', { kind: 'journal', id: 1, published: false });
    expect(bad.statusCode).toBe(400);
    expect(await doctorSees('video')).toContain('BP basics');
  });
});

describe('delete', () => {
  it('refuses while something refers to the row, saying what, and removes nothing', async () => {
    const cases: [WithdrawableKind, RegExp][] = [
      ['therapy', /still has 1 product and 1 article: /],
      ['category', /still has 1 card: delete or move it first/],
      ['card', /3 videos, portals or files are listed under "patient-videos": delete them first/],
    ];
    for (const [kind, message] of cases) {
      const refused = await staffCall('/content/delete', { kind, id: ids[kind] });
      expect(refused.statusCode, kind).toBe(409);
      expect(refused.json()[1].Message).toMatch(message);
      expect(await doctorSees(kind)).toContain(shownAs[kind]);
    }
  });

  it('refuses to delete a product an adverse-event report names', async () => {
    const db = t.database.db;
    const [report] = await db
      .insert(adverseEventReports)
      .values({
        number: 'AE-2026-1',
        memberId: doctor.id,
        productId: ids.product,
        productTitle: 'Telmicor 40',
        patientInitials: 'AB',
        patientSex: 'F',
        event: 'Dizziness',
        serious: false,
        onsetDate: '2026-11-01',
        outcome: 'recovered',
        dueAt: new Date(t.clock.now()),
      })
      .returning();
    const refused = await staffCall('/content/delete', { kind: 'product', id: ids.product });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()[1].Message).toMatch(/unpublish it instead/);
    await db.delete(adverseEventReports).where(eq(adverseEventReports.id, report?.id ?? 0));
  });

  it('deletes leaves first, then what referred to them, each audited with its fields', async () => {
    for (const kind of ['video', 'portal', 'file', 'card', 'category', 'article', 'product', 'therapy'] as const) {
      const deleted = await staffCall('/content/delete', { kind, id: ids[kind] });
      expect(deleted.statusCode, kind).toBe(200);
      expect(await doctorSees(kind)).not.toContain(shownAs[kind]);
    }
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'video.delete'));
    expect(row).toMatchObject({ entityId: String(ids.video), staffEmail: content.email });
    expect(row?.changes).toMatchObject({ title: { from: 'BP basics', to: null } });
    const again = await staffCall('/content/delete', { kind: 'video', id: ids.video });
    expect(again.statusCode).toBe(404);
  });
});
