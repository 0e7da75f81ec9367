/**
 * Managers and their levels (issue 41, item 3): staff list, add, edit, deactivate and reactivate managers (audited);
 * each doctor slot accepts only a manager of its level, offers only active ones, and a doctor keeps a manager
 * deactivated since. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, focuses } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let admin: { key: string };
let fulfil: { key: string };

beforeAll(async () => {
  t = await build();
  await t.database.db.insert(focuses).values({ name: 'Cardiology' });
  admin = await signedInStaff(t, 'compliance');
  fulfil = await signedInStaff(t, 'fulfilment');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, key: string, payload?: object) =>
  t.request({ method, url: `/api/admin${url}`, headers: staffHeader(key), ...(payload ? { payload } : {}) });

const manager = (code: string, level: string) => ({
  code,
  name: `Manager ${code}`,
  mail: `${code.toLowerCase()}@example.com`,
  country: '91',
  phone: '9820011001',
  level,
});

const doctor = { countryCode: '91', firstName: 'Kavya', therapeuticFocus: 'Cardiology' };

describe('managers', () => {
  it('adds, lists and edits managers; fulfilment may not', async () => {
    expect((await call('POST', '/managers', admin.key, manager('TBM-9', 'tbm'))).statusCode).toBe(200);
    expect((await call('POST', '/managers', admin.key, manager('ABM-9', 'abm'))).statusCode).toBe(200);
    const again = await call('POST', '/managers', admin.key, manager('TBM-9', 'tbm'));
    expect(again.statusCode).toBe(409);
    expect(again.json()[0]).toMatchObject({ code: 'CONFLICT', field: 'code' });
    expect((await call('POST', '/managers', admin.key, manager('X-1', 'zonal'))).json()[0].field).toBe('level');
    const edited = await call('POST', '/managers/update', admin.key, { code: 'TBM-9', name: 'Rahul Mehta' });
    expect(edited.json()[1]).toMatchObject({ code: 'TBM-9', name: 'Rahul Mehta', level: 'tbm', active: true });
    const list = await call('GET', '/managers', admin.key);
    expect(list.json()[1].map((m: { code: string }) => m.code)).toEqual(['TBM-9', 'ABM-9']);
    expect((await call('GET', '/managers', fulfil.key)).statusCode).toBe(403);
    expect((await call('POST', '/managers/update', admin.key, { code: 'NOPE', name: 'x' })).statusCode).toBe(404);
  });

  it('accepts in each slot only a manager of its level', async () => {
    const wrong = await call('POST', '/doctors', admin.key, { ...doctor, phone: '9123456701', tbm: 'ABM-9' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'tbm' });
    expect(wrong.json()[1].Message).toContain('ABM');
    const right = await call('POST', '/doctors', admin.key, {
      ...doctor,
      phone: '9123456702',
      tbm: 'TBM-9',
      abm: 'ABM-9',
    });
    expect(right.statusCode).toBe(200);
    const options = await call('GET', '/options', admin.key);
    expect(options.json()[1].managers).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'ABM-9', level: 'abm' })]),
    );
  });

  it('a deactivated manager is offered and accepted nowhere new, stays where assigned, and comes back', async () => {
    const kept = await call('POST', '/doctors', admin.key, { ...doctor, phone: '9123456703', tbm: 'TBM-9' });
    const id = kept.json()[1].id as number;
    const off = await call('POST', '/managers/update', admin.key, { code: 'TBM-9', active: false });
    expect(off.json()[1].active).toBe(false);
    const options = await call('GET', '/options', admin.key);
    expect(options.json()[1].managers.map((m: { code: string }) => m.code)).not.toContain('TBM-9');
    const refused = await call('POST', '/doctors', admin.key, { ...doctor, phone: '9123456704', tbm: 'TBM-9' });
    expect(refused.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'tbm' });
    const edit = await call('POST', '/doctors/update', admin.key, { id, tbm: 'TBM-9', lastName: 'Menon' });
    expect(edit.statusCode).toBe(200);
    await call('POST', '/managers/update', admin.key, { code: 'TBM-9', active: true });
    expect(
      (await call('POST', '/doctors', admin.key, { ...doctor, phone: '9123456704', tbm: 'TBM-9' })).statusCode,
    ).toBe(200);
    const actions = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'manager'))
      .orderBy(auditLog.id);
    expect(actions.map((r) => r.action)).toEqual([
      'manager.create',
      'manager.create',
      'manager.update',
      'manager.deactivate',
      'manager.reactivate',
    ]);
  });

  it("takes in each slot a manager of the doctor's country, and a new country needs its own managers", async () => {
    await call('POST', '/managers', admin.key, { ...manager('TBM-NP-9', 'tbm'), country: '977' });
    const foreign = await call('POST', '/doctors', admin.key, { ...doctor, phone: '9123456705', tbm: 'TBM-NP-9' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'tbm' });
    expect(foreign.json()[1].Message).toBe(
      'Manager "TBM-NP-9" works in Nepal: this doctor is in India, choose a manager of India.',
    );
    const created = await call('POST', '/doctors', admin.key, { ...doctor, phone: '9123456705', tbm: 'TBM-9' });
    const { id, version } = created.json()[1] as { id: number; version: number };
    const toNepal = { id, version, countryCode: '977', phone: '9841234567' };
    for (const body of [toNepal, { ...toNepal, tbm: 'TBM-9' }]) {
      const kept = await call('POST', '/doctors/update', admin.key, body);
      expect(kept.statusCode).toBe(400);
      expect(kept.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'tbm' });
    }
    const moved = await call('POST', '/doctors/update', admin.key, { ...toNepal, tbm: 'TBM-NP-9' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()[1]).toMatchObject({ countryCode: '977', tbm: 'TBM-NP-9' });
    const back = await call('POST', '/doctors/update', admin.key, { id, version: version + 1, tbm: 'TBM-9' });
    expect(back.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'tbm' });
  });
});
