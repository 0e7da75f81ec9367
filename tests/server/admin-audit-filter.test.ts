/**
 * The audit log's action filter (issue 41, item 7): "create" finds every kind of record's create ("staff.create",
 * "doctor.create"), "staff.create" only that action, "staff" every staff action; LIKE characters match themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focuses } from '../../src/server/db/schema.ts';
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
