/**
 * Categories and sub-categories from the console on the API (PGlite, or PostgreSQL with TEST_DATABASE_URL): added
 * and changed by id with audit rows, shown to doctors by GetCategory and GetSubCategory, and refused (nothing
 * stored) when a doctor's screen could not use them: a page without link, a modal card without order table, a link
 * card without service type or link name, an unknown focus or category. Roles: admin and content.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, focuses, subCategories } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { type SignedIn, signedInMember } from './helpers/member-session.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let content: SignedInStaff;
let doctor: SignedIn;

beforeAll(async () => {
  t = await build();
  await t.database.db.insert(focuses).values([{ name: 'Cardiology' }, { name: 'Diabetology' }]);
  content = await signedInStaff(t, 'content');
  doctor = await signedInMember(t, { phone: '9500000001' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, key: string, payload?: object) =>
  t.request({ method, url: `/api/admin${url}`, headers: staffHeader(key), ...(payload ? { payload } : {}) });

const category = {
  title: 'Patient Education',
  description: 'Leaflets and videos for your patients',
  outcome: 'submenu',
  link: '',
  linkName: 'patient-education',
  banner: false,
  therapeuticFocus: '',
  sort: 5,
};

const card = {
  categoryId: 0,
  title: 'Patient Videos',
  outcome: 'link',
  tableName: '',
  serviceType: 'videos',
  linkName: 'patient-videos',
  therapeuticFocus: 'Cardiology',
  description: 'Short videos',
  message: '',
  sort: 1,
};

describe('categories and sub-categories', () => {
  let categoryId = 0;

  it('adds a category and its cards, which doctors see on the home grid and the sub-category screen', async () => {
    const added = await call('POST', '/categories', content.key, category);
    expect(added.statusCode).toBe(200);
    categoryId = added.json()[1].id;
    expect(added.json()[1]).toMatchObject({ title: 'Patient Education', banner: false, therapeuticFocus: '' });
    const videos = await call('POST', '/sub-categories', content.key, { ...card, categoryId });
    expect(videos.statusCode).toBe(200);
    const modal = await call('POST', '/sub-categories', content.key, {
      ...card,
      categoryId,
      title: 'Printed leaflets',
      outcome: 'modal',
      tableName: 'printables',
      serviceType: 'videos',
      therapeuticFocus: '',
    });
    // A modal card keeps no service type (the screen ignores it).
    expect(modal.json()[1]).toMatchObject({ outcome: 'modal', tableName: 'printables', serviceType: '' });

    const get = (url: string) =>
      t.request({ method: 'GET', url: `/api${url}`, headers: { authorization: `Bearer ${doctor.key}` } });
    const home = await t.request({
      method: 'POST',
      url: '/api/GetCategory.php',
      headers: { authorization: `Bearer ${doctor.key}` },
      payload: {},
    });
    expect(JSON.stringify(home.json())).toContain('Patient Education');
    const cards = await get(`/GetSubCategory.php?category_id=${categoryId}`);
    expect(cards.json()[1].map((s: { title: string }) => s.title)).toEqual(['Patient Videos', 'Printed leaflets']);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'category'));
    expect(audit).toMatchObject({ action: 'category.create', entityId: String(categoryId), staffEmail: content.email });
  });

  it('changes a category and a card by id, auditing only what changed', async () => {
    const changed = await call('POST', '/categories/update', content.key, {
      ...category,
      id: categoryId,
      title: 'For Your Patients',
      banner: true,
    });
    expect(changed.json()[1]).toMatchObject({ id: categoryId, title: 'For Your Patients', banner: true });
    const [update] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'category.update'));
    expect(update?.changes).toEqual({
      title: { from: 'Patient Education', to: 'For Your Patients' },
      banner: { from: 'N', to: 'Y' },
    });
    const list = await call('GET', `/sub-categories?categoryId=${categoryId}`, content.key);
    const id = list.json()[1].rows[0].id as number;
    const moved = await call('POST', '/sub-categories/update', content.key, { ...card, categoryId, id, sort: 9 });
    expect(moved.json()[1]).toMatchObject({ id, sort: 9 });
    expect((await call('GET', '/categories', content.key)).json()[1].rows).toContainEqual(
      expect.objectContaining({ id: categoryId, title: 'For Your Patients' }),
    );
  });

  it('refuses what a doctor’s screen could not use, storing nothing', async () => {
    const before = [await t.database.db.select().from(categories), await t.database.db.select().from(subCategories)];
    const cases: [string, object, string][] = [
      ['/categories', { ...category, outcome: 'page', link: '' }, 'link'],
      ['/categories', { ...category, outcome: 'elsewhere' }, 'outcome'],
      ['/categories', { ...category, therapeuticFocus: 'Astrology' }, 'therapeuticFocus'],
      ['/categories', { ...category, link: 'javascript:alert(1)' }, 'link'],
      ['/categories', { ...category, link: '//evil.example' }, 'link'],
      ['/categories', { ...category, link: '/\\evil.example' }, 'link'],
      ['/categories', { ...category, link: 'https://portal.example\\@evil.example' }, 'link'],
      ['/sub-categories', { ...card, categoryId: 99999 }, 'categoryId'],
      ['/sub-categories', { ...card, categoryId: 1, outcome: 'modal', tableName: '' }, 'tableName'],
      ['/sub-categories', { ...card, categoryId: 1, tableName: 'nonsense' }, 'tableName'],
      ['/sub-categories', { ...card, categoryId: 1, serviceType: '' }, 'serviceType'],
      ['/sub-categories', { ...card, categoryId: 1, serviceType: '../admin' }, 'serviceType'],
      ['/sub-categories', { ...card, categoryId: 1, serviceType: 'files', linkName: '' }, 'linkName'],
    ];
    for (const [url, body, field] of cases) {
      const answer = await call('POST', url, content.key, body);
      expect(answer.statusCode, `${url} ${field}`).toBe(400);
      expect(answer.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
    expect((await call('POST', '/categories/update', content.key, { ...category, id: 99999 })).statusCode).toBe(404);
    expect([await t.database.db.select().from(categories), await t.database.db.select().from(subCategories)]).toEqual(
      before,
    );
  });

  it('admits admin and content only', async () => {
    for (const role of ['fulfilment', 'compliance'] as const) {
      const staff = await signedInStaff(t, role);
      expect((await call('GET', '/categories', staff.key)).statusCode).toBe(403);
      expect((await call('POST', '/categories', staff.key, category)).statusCode).toBe(403);
    }
  });
});
