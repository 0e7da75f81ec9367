/**
 * Two staff editing one record (optimistic concurrency, migration 0027): each console edit names the version its form
 * loaded; the second save made on the first's version is refused (409, field `version`, naming who saved and when)
 * and the row keeps the first save; a save naming the current version goes through and raises it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, focuses, journals, members, therapies } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { signedInMember } from './helpers/member-session.ts';
import { changedMeanwhile, type SignedInStaff, signedInStaff, staffHeader, staffPost } from './helpers/staff.ts';

let t: TestApp;
let first: SignedInStaff;
let second: SignedInStaff;
let therapyId: number;
let journalId: number;

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  await db.insert(focuses).values([{ name: 'Cardiology' }, { name: 'Neurology' }]);
  therapyId = (await db.insert(therapies).values({ title: 'Antihypertensives' }).returning())[0]?.id ?? 0;
  journalId = (await db.insert(journals).values({ title: 'Heart Journal' }).returning())[0]?.id ?? 0;
  first = await signedInStaff(t, 'admin');
  second = await signedInStaff(t, 'admin');
});
afterAll(() => t.close());

const call = (key: string, url: string, payload: object) => staffPost(t, key, url, payload);

describe('a doctor edited by two staff', () => {
  it('refuses the stale second save, keeps the first, and takes a save on the current version', async () => {
    const added = await call(first.key, '/doctors', {
      countryCode: '91',
      phone: '9811100001',
      firstName: 'Asha',
      therapeuticFocus: 'Cardiology',
    });
    expect(added.statusCode).toBe(200);
    const { id, version } = added.json()[1] as { id: number; version: number };
    expect(version).toBe(1);

    const saved = await call(first.key, '/doctors/update', { id, version, lastName: 'Rao' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()[1]).toMatchObject({ lastName: 'Rao', version: 2 });

    const stale = await call(second.key, '/doctors/update', { id, version, lastName: 'Iyer', location: 'Pune' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()[0]).toMatchObject({ code: 'CONFLICT', field: 'version' });
    expect(stale.json()[1].Message).toMatch(changedMeanwhile('doctor', first.email));
    const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
    expect(row).toMatchObject({ lastName: 'Rao', location: '', version: 2 });

    const fresh = await call(second.key, '/doctors/update', { id, version: 2, lastName: 'Iyer' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()[1]).toMatchObject({ lastName: 'Iyer', version: 3 });
    const read = await t.request({
      method: 'GET',
      url: `/api/admin/doctors/one?id=${id}`,
      headers: staffHeader(first.key),
    });
    expect(read.json()[1]).toMatchObject({ lastName: 'Iyer', version: 3 });
  });
});

describe('a doctor editing their own profile while staff have the form open', () => {
  /** The version and the audit rows by the doctor of a member. */
  const stateOf = async (id: number) => {
    const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.memberId, id));
    return { version: row?.version, byDoctor: audits.filter((a) => a.staffEmail === 'doctor') };
  };

  it("refuses the staff save made before the doctor's own change, naming the doctor; the doctor's value stays", async () => {
    const doctor = await signedInMember(t, { therapeuticFocus: 'Cardiology', location: 'Lucknow' });
    const before = await stateOf(doctor.id);

    const own = await t.request(
      post('/UpdateProfile.php', { location: 'Kanpur', practice_hours: 'Mon 9–5' }, doctor.key),
    );
    expect(own.statusCode).toBe(200);
    const after = await stateOf(doctor.id);
    expect(after.version).toBe((before.version ?? 0) + 1);
    // Only the field staff also edit is in the log, with its values; the practice hours are the doctor's alone.
    expect(after.byDoctor.map((a) => [a.action, a.entity, a.entityId, a.staffId, a.changes])).toEqual([
      ['doctor.self_update', 'doctor', String(doctor.id), null, { location: { from: 'Lucknow', to: 'Kanpur' } }],
    ]);

    const stale = await call(first.key, '/doctors/update', {
      id: doctor.id,
      version: before.version,
      firstName: 'Arjun',
      location: 'Lucknow',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()[0]).toMatchObject({ code: 'CONFLICT', field: 'version' });
    expect(stale.json()[1].Message).toMatch(changedMeanwhile('doctor', 'the doctor, in the portal'));
    const [row] = await t.database.db.select().from(members).where(eq(members.id, doctor.id));
    expect(row).toMatchObject({ location: 'Kanpur', practiceHours: 'Mon 9–5' });
  });

  it('a focus switch raises the version too; a change of fields staff never edit, or of nothing, does not', async () => {
    const doctor = await signedInMember(t, { therapeuticFocus: 'Cardiology' });
    const start = await stateOf(doctor.id);
    for (const body of [{ facebook_link: 'https://www.facebook.com/arjun' }, { location: '' }]) {
      expect((await t.request(post('/UpdateProfile.php', body, doctor.key))).statusCode).toBe(200);
    }
    expect(await stateOf(doctor.id)).toEqual(start);

    const switched = await t.request(post('/SetTherapy.php', { therapeutic_focus: 'Neurology' }, doctor.key));
    expect(switched.statusCode).toBe(200);
    const after = await stateOf(doctor.id);
    expect(after.version).toBe((start.version ?? 0) + 1);
    expect(after.byDoctor.at(-1)?.changes).toEqual({ therapeuticFocus: { from: 'Cardiology', to: 'Neurology' } });
  });
});

describe('catalogue records edited by two staff', () => {
  const cases = [
    {
      noun: 'product',
      create: '/products',
      update: '/products/update',
      body: () => ({ therapyId, title: 'Zentelmi', composition: 'Telmisartan', doses: ['40 mg'] }),
      first: { composition: 'Telmisartan 40 mg' },
      second: { composition: 'Telmisartan 80 mg' },
    },
    {
      noun: 'article',
      create: '/articles',
      update: '/articles/update',
      body: () => ({
        title: 'Hypertension today',
        journalId,
        therapy: 'Antihypertensives',
        link: 'https://example.com/a',
        reference: '',
        description: '<p>First</p>',
      }),
      first: { title: 'Hypertension in 2027' },
      second: { title: 'Hypertension, revised' },
    },
    {
      noun: 'category',
      create: '/categories',
      update: '/categories/update',
      body: () => ({
        title: 'Samples',
        description: '',
        outcome: 'submenu',
        link: '',
        linkName: '',
        banner: false,
        therapeuticFocus: '',
        sort: 1,
      }),
      first: { sort: 2 },
      second: { sort: 3 },
    },
  ] as const;

  for (const c of cases) {
    it(`refuses a stale ${c.noun} save and keeps the first`, async () => {
      const added = await call(first.key, c.create, c.body());
      expect(added.statusCode).toBe(200);
      const { id, version } = added.json()[1] as { id: number; version: number };
      const saved = await call(first.key, c.update, { ...c.body(), id, version, ...c.first });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()[1]).toMatchObject({ ...c.first, version: version + 1 });
      const stale = await call(second.key, c.update, { ...c.body(), id, version, ...c.second });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()[1].Message).toMatch(changedMeanwhile(c.noun, first.email));
      const fresh = await call(second.key, c.update, { ...c.body(), id, version: version + 1, ...c.second });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json()[1]).toMatchObject({ ...c.second, version: version + 2 });
    });
  }

  it('refuses a stale card (sub-category) save', async () => {
    const category = await call(first.key, '/categories', { ...cases[2].body(), title: 'Cards' });
    const card = {
      categoryId: category.json()[1].id as number,
      title: 'Portal',
      outcome: 'link',
      tableName: '',
      serviceType: 'portals',
      linkName: 'heart',
      therapeuticFocus: '',
      description: '',
      message: '',
      sort: 1,
    };
    const added = await call(first.key, '/sub-categories', card);
    expect(added.statusCode).toBe(200);
    const { id } = added.json()[1] as { id: number };
    expect((await call(first.key, '/sub-categories/update', { ...card, id, version: 1, sort: 2 })).statusCode).toBe(
      200,
    );
    const stale = await call(second.key, '/sub-categories/update', { ...card, id, version: 1, sort: 3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()[1].Message).toMatch(changedMeanwhile('card', first.email));
  });
});
