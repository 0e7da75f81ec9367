/**
 * The audit log's action filter (issue 41, item 7): "create" finds every kind of record's create ("staff.create",
 * "doctor.create"), "staff.create" only that action, "staff" every staff action; LIKE characters match themselves.
 * The record filter takes what the Record column shows ("Doctor 7", "adverse event report"), the type in any case.
 * Its date filters (item 5) take days in India time: 00:30 IST on 1 April is 1 April, not 31 March (UTC).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, focuses } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let admin: { id: number; key: string };

beforeAll(async () => {
  t = await build();
  await t.database.db.insert(focuses).values({ name: 'Cardiology' });
  admin = await signedInStaff(t, 'admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.request({ method, url: `/api/admin${url}`, headers: staffHeader(admin.key), ...(payload ? { payload } : {}) });

const actionsFound = async (action: string): Promise<string[]> =>
  (await call('GET', `/audit?action=${encodeURIComponent(action)}`))
    .json()[1]
    .rows.map((r: { action: string }) => r.action);

describe('audit action filter', () => {
  it('finds an action by its last part, its whole name or its record', async () => {
    const staff = await call('POST', '/staff', { email: 'new@example.com', name: 'New', role: 'content' });
    await call('POST', '/staff/deactivate', { id: staff.json()[1].account.id });
    await call('POST', '/doctors', {
      countryCode: '91',
      phone: '9123456709',
      firstName: 'Asha',
      therapeuticFocus: 'Cardiology',
    });
    expect((await actionsFound('create')).sort()).toEqual(['doctor.create', 'staff.create']);
    expect(await actionsFound('staff.create')).toEqual(['staff.create']);
    expect((await actionsFound('staff')).sort()).toEqual(['staff.create', 'staff.deactivate']);
    expect(await actionsFound('_reate')).toEqual([]);
    expect(await actionsFound('%')).toEqual([]);
  });
});

describe('audit record filter', () => {
  it('takes the record as the Record column shows it, or its type in any case', async () => {
    const row = { staffEmail: 'records@example.com', action: 'x.mark', at: new Date() };
    await t.database.db.insert(auditLog).values([
      { ...row, entity: 'doctor', entityId: '7' },
      { ...row, entity: 'doctor', entityId: '70' },
      { ...row, entity: 'adverse_event_report', entityId: 'AE-000003' },
    ]);
    const found = async (record: string): Promise<string[]> =>
      (await call('GET', `/audit?staff=records%40&entity=${encodeURIComponent(record)}`))
        .json()[1]
        .rows.map((r: { entity: string; entityId: string }) => `${r.entity} ${r.entityId}`)
        .sort();
    for (const record of ['doctor', 'Doctor', ' DOCTOR '])
      expect(await found(record)).toEqual(['doctor 7', 'doctor 70']);
    for (const record of ['doctor 7', 'Doctor 7', 'doctor #7']) expect(await found(record)).toEqual(['doctor 7']);
    for (const record of ['adverse event report', 'Adverse-event-report ae-000003', 'adverse_event_report AE-000003'])
      expect(await found(record)).toEqual(['adverse_event_report AE-000003']);
    expect(await found('doctor 8')).toEqual([]);
    expect(await found('doc')).toEqual([]);
  });
});

describe('audit date filter', () => {
  const entitiesOn = async (query: string): Promise<string[]> =>
    (await call('GET', `/audit?entity=dated&${query}`)).json()[1].rows.map((r: { entityId: string }) => r.entityId);

  it('judges the from and to days by India time', async () => {
    const row = { staffEmail: 'clock@example.com', action: 'dated.mark', entity: 'dated' };
    await t.database.db.insert(auditLog).values([
      // 23:45 IST on 31 March 2027, and 00:30 IST on 1 April 2027 (still 31 March in UTC).
      { ...row, entityId: 'late-31-march', at: new Date('2027-03-31T18:15:00Z') },
      { ...row, entityId: 'early-1-april', at: new Date('2027-03-31T19:00:00Z') },
    ]);
    expect(await entitiesOn('from=2027-04-01')).toEqual(['early-1-april']);
    expect(await entitiesOn('to=2027-03-31')).toEqual(['late-31-march']);
    expect(await entitiesOn('from=2027-03-31&to=2027-03-31')).toEqual(['late-31-march']);
  });
});
