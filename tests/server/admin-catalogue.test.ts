/**
 * The content team's catalogue calls on the API (PGlite, or PostgreSQL with TEST_DATABASE_URL): products with their
 * doses (by id, so a rename keeps orders and links), articles (HTML through the sanitiser, a new one leads the
 * doctors' list), each write with its audit row and nothing stored on bad input; and the dashboard's counts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  focuses,
  journals,
  orders,
  products,
  sampleLedger,
  sessions,
  therapies,
} from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { type SignedIn, signedInMember } from './helpers/member-session.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let content: SignedInStaff;
let doctor: SignedIn;
let heartId: number;
let lungId: number;
let journalId: number;

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  await db.insert(focuses).values({ name: 'Cardiology' });
  [heartId, lungId] = (
    await db
      .insert(therapies)
      .values([{ title: 'Antihypertensives' }, { title: 'Bronchodilators' }])
      .returning({ id: therapies.id })
  ).map((r) => r.id) as [number, number];
  journalId = (await db.insert(journals).values({ title: 'Heart Journal' }).returning({ id: journals.id }))[0]?.id ?? 0;
  content = await signedInStaff(t, 'content');
  doctor = await signedInMember(t, { phone: '9400000001' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, key: string, payload?: object) =>
  t.request({ method, url: `/api/admin${url}`, headers: staffHeader(key), ...(payload ? { payload } : {}) });

const auditOf = (entity: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)))
    .then((rows) => rows.filter((r) => r.entity === entity));

describe('products and doses', () => {
  const product = { therapyId: 0, title: 'Zentelmi', composition: 'Telmisartan 40 mg', doses: ['20 mg', '40 mg'] };

  it('adds a product with two doses that doctors find in the product search, with its doses', async () => {
    const added = await call('POST', '/products', content.key, { ...product, therapyId: heartId });
    expect(added.statusCode).toBe(200);
    const row = added.json()[1];
    expect(row).toMatchObject({ title: 'Zentelmi', therapy: 'Antihypertensives', doses: ['20 mg', '40 mg'] });
    const found = await t.request({
      method: 'GET',
      url: '/api/Searchmoleculeproducts.php?searchedString=zentelmi',
      headers: { authorization: `Bearer ${doctor.key}` },
    });
    expect(found.json()[1]).toEqual([
      expect.objectContaining({ product_id: String(row.id), title: 'Zentelmi', dose: '20 mg,40 mg' }),
    ]);
    const [audit] = await auditOf('product', row.id);
    expect(audit).toMatchObject({ action: 'product.create', staffEmail: content.email });
    expect(audit?.changes.dose).toEqual({ from: null, to: '20 mg,40 mg' });
  });

  it('renames a product by id: the id stays, the audit row holds the changed fields only', async () => {
    const [row] = await t.database.db.select().from(products).where(eq(products.title, 'Zentelmi'));
    const id = row?.id ?? 0;
    const renamed = await call('POST', '/products/update', content.key, {
      ...product,
      id,
      therapyId: heartId,
      title: 'Zentelmi Plus',
      doses: ['20 mg', '40 mg', '80 mg'],
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()[1]).toMatchObject({ id, title: 'Zentelmi Plus', doses: ['20 mg', '40 mg', '80 mg'] });
    const update = (await auditOf('product', id)).find((a) => a.action === 'product.update');
    expect(update?.changes).toEqual({
      title: { from: 'Zentelmi', to: 'Zentelmi Plus' },
      dose: { from: '20 mg,40 mg', to: '20 mg,40 mg,80 mg' },
    });
    const list = await call('GET', `/products?search=plus&therapyId=${heartId}`, content.key);
    expect(list.json()[1]).toMatchObject({ total: 1, rows: [{ id, title: 'Zentelmi Plus' }] });
    const other = await call('GET', `/products?therapyId=${lungId}`, content.key);
    expect(other.json()[1].total).toBe(0);
  });

  it('refuses a comma in a dose, a repeated dose, an unknown therapy or product, storing nothing', async () => {
    const before = await t.database.db.select().from(products);
    const comma = await call('POST', '/products', content.key, {
      ...product,
      therapyId: heartId,
      doses: ['5 mg,10 mg'],
    });
    expect(comma.statusCode).toBe(400);
    // The schema refuses it, naming the dose at fault.
    expect(comma.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'doses.0' });
    const twice = await call('POST', '/products', content.key, {
      ...product,
      therapyId: heartId,
      doses: ['5 mg', '5 mg '],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()[0].field).toBe('doses');
    const therapy = await call('POST', '/products', content.key, { ...product, therapyId: 99999 });
    expect(therapy.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'therapyId' });
    const blank = await call('POST', '/products', content.key, { ...product, therapyId: heartId, title: '  ' });
    expect(blank.json()[0].field).toBe('title');
    const missing = await call('POST', '/products/update', content.key, { ...product, therapyId: heartId, id: 99999 });
    expect(missing.statusCode).toBe(404);
    expect(await t.database.db.select().from(products)).toEqual(before);
  });

  it('admits admin and content only', async () => {
    for (const role of ['fulfilment', 'compliance'] as const) {
      const staff = await signedInStaff(t, role);
      expect((await call('GET', '/products', staff.key)).statusCode).toBe(403);
      const write = await call('POST', '/products', staff.key, { ...product, therapyId: heartId, title: 'Nope' });
      expect(write.statusCode).toBe(403);
    }
    expect(await t.database.db.select().from(products).where(eq(products.title, 'Nope'))).toEqual([]);
  });
});

describe('articles', () => {
  const article = {
    title: 'Telmisartan at night',
    journalId: 0,
    therapy: 'Antihypertensives',
    link: 'https://journals.example.org/heart/2026-1',
    reference: '<p><em>Heart Journal</em> 2026</p>',
    description: '<p>Dosing at night <script>alert(1)</script><strong>lowers</strong> morning pressure.</p>',
  };

  it('publishes an article through the sanitiser; it leads the doctors\u2019 article list', async () => {
    const added = await call('POST', '/articles', content.key, { ...article, journalId });
    expect(added.statusCode).toBe(200);
    const row = added.json()[1];
    expect(row.description).toBe('<p>Dosing at night <strong>lowers</strong> morning pressure.</p>');
    expect(row.publishedAt).toBe(new Date(t.clock.now()).toISOString());
    const list = await t.request(post('/GetArticles.php', { page: 1 }, doctor.key));
    expect(list.json()[1].result[0]).toMatchObject({ article_id: String(row.id), Atitle: 'Telmisartan at night' });
    const [audit] = await auditOf('article', row.id);
    expect(audit).toMatchObject({ action: 'article.create', staffEmail: content.email });
  });

  it('a published article is found at once by a word start searched before it existed (caches emptied)', async () => {
    const search = async () => {
      const answer = await t.request(post('/SearchArticles.php', { search_string: 'bisopro', page: '1' }, doctor.key));
      return (answer.json()[1].result as { Atitle: string }[]).map((a) => a.Atitle);
    };
    expect(await search()).toEqual([]);
    const added = await call('POST', '/articles', content.key, {
      ...article,
      journalId,
      title: 'Bisoprolol after a heart attack',
    });
    expect(added.statusCode).toBe(200);
    expect(await search()).toEqual(['Bisoprolol after a heart attack']);
  });

  it('changes an article by id; refuses an unknown journal or therapy, a non-https link and empty HTML', async () => {
    const list = await call('GET', '/articles?search=Telmisartan', content.key);
    const id = list.json()[1].rows[0].id as number;
    const changed = await call('POST', '/articles/update', content.key, {
      ...article,
      journalId,
      id,
      title: 'Telmisartan at bedtime',
    });
    expect(changed.json()[1]).toMatchObject({ id, title: 'Telmisartan at bedtime', journal: 'Heart Journal' });
    for (const [change, field] of [
      [{ journalId: 99999 }, 'journalId'],
      [{ therapy: 'Astrology' }, 'therapy'],
      [{ link: 'http://journals.example.org/x' }, 'link'],
      [{ description: '<script>only()</script>' }, 'description'],
    ] as const) {
      const answer = await call('POST', '/articles', content.key, Object.assign({ ...article, journalId }, change));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
    expect((await call('GET', '/articles', content.key)).json()[1].total).toBe(2);
    const missing = await call('POST', '/articles/update', content.key, { ...article, journalId, id: 99999 });
    expect(missing.statusCode).toBe(404);
  });
});

describe('dashboard', () => {
  it('counts active doctors, sign-ins and orders per day, and open orders by age', async () => {
    const db = t.database.db;
    const now = t.clock.now();
    const day = 86_400_000;
    const other = await signedInMember(t, { phone: '9400000002' });
    const third = await signedInMember(t, { phone: '9400000003' });
    // Only these sessions count: the two opened by signedInMember use the database's own clock.
    await db.delete(sessions);
    const session = (memberId: number, ago: number, seenAgo: number) => ({
      memberId,
      keyHash: `hash-${memberId}-${ago}`,
      createdAt: new Date(now - ago * day),
      lastSeenAt: new Date(now - seenAgo * day),
      expiresAt: new Date(now + day),
    });
    await db.insert(sessions).values([session(doctor.id, 0, 0), session(other.id, 10, 10), session(third.id, 40, 40)]);
    const order = (tableName: string, ago: number, status = 'Requested') => ({
      memberId: doctor.id,
      tableName,
      subCategory: tableName,
      status,
      requestedOn: new Date(now - ago * day),
    });
    await db
      .insert(orders)
      .values([
        order('samples', 0),
        order('samples', 0),
        order('webinar', 3),
        order('samples', 8, 'Dispatched'),
        order('samples', 20, 'Delivered'),
        order('printables', 40),
      ]);
    const staff = await signedInStaff(t, 'fulfilment');
    const answer = await call('GET', '/dashboard', staff.key);
    expect(answer.statusCode).toBe(200);
    const counts = answer.json()[1];
    expect(counts.activeDoctors).toEqual({ days7: 1, days30: 2 });
    expect(counts.loginsPerDay).toHaveLength(30);
    expect(counts.loginsPerDay.at(-1)).toEqual({ day: '2026-11-21', logins: 1 });
    expect(counts.loginsPerDay.find((d: { day: string }) => d.day === '2026-11-11')).toEqual({
      day: '2026-11-11',
      logins: 1,
    });
    expect(counts.loginsPerDay.reduce((n: number, d: { logins: number }) => n + d.logins, 0)).toBe(2);
    expect(counts.ordersPerDay).toEqual([
      { day: '2026-11-01', table: 'samples', orders: 1 },
      { day: '2026-11-13', table: 'samples', orders: 1 },
      { day: '2026-11-18', table: 'webinar', orders: 1 },
      { day: '2026-11-21', table: 'samples', orders: 2 },
    ]);
    expect(counts.openByAge).toEqual([
      { band: '0-1', orders: 2 },
      { band: '2-6', orders: 1 },
      { band: '7-13', orders: 1 },
      { band: '14+', orders: 1 },
    ]);
    expect(counts.samplePacks).toEqual([
      { countryCode: '91', yearStart: '2026-04-01', yearEnd: '2027-03-31', cap: 12, packs: 0, doctors: 0, atCap: 0 },
      { countryCode: '977', yearStart: '2026-07-16', yearEnd: '2027-07-15', cap: 12, packs: 0, doctors: 0, atCap: 0 },
    ]);
  });

  it("counts this sample year's packs against the caps from the ledger, as the cap check counts them", async () => {
    const db = t.database.db;
    const nepali = await signedInMember(t, { phone: '9400000004' });
    const other = await signedInMember(t, { phone: '9400000005' });
    const placed = async (memberId: number, status: string) =>
      (
        await db
          .insert(orders)
          .values({ memberId, tableName: 'samples', subCategory: 'Samples', status, requestedOn: new Date() })
          .returning({ id: orders.id })
      )[0]?.id ?? 0;
    const ledger = async (
      memberId: number,
      status: string,
      productId: number,
      qty: number,
      country: string,
      yearStart: string,
    ) => ({
      orderId: await placed(memberId, status),
      memberId,
      productId,
      productTitle: `Product ${productId}`,
      qty,
      countryCode: country,
      yearStart,
      registrationNumber: 'R-1',
      registrationCouncil: 'Council',
    });
    await db
      .insert(sampleLedger)
      .values([
        await ledger(doctor.id, 'Requested', 1, 12, '91', '2026-04-01'),
        await ledger(doctor.id, 'Dispatched', 2, 3, '91', '2026-04-01'),
        await ledger(other.id, 'Cancelled', 1, 5, '91', '2026-04-01'),
        await ledger(other.id, 'Delivered', 1, 4, '91', '2025-04-01'),
        await ledger(nepali.id, 'Delivered', 1, 2, '977', '2026-07-16'),
      ]);
    const answer = await call('GET', '/dashboard', content.key);
    expect(answer.json()[1].samplePacks).toEqual([
      { countryCode: '91', yearStart: '2026-04-01', yearEnd: '2027-03-31', cap: 12, packs: 15, doctors: 1, atCap: 1 },
      { countryCode: '977', yearStart: '2026-07-16', yearEnd: '2027-07-15', cap: 12, packs: 2, doctors: 1, atCap: 0 },
    ]);
  });
});
