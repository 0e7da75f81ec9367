/**
 * Undoing staff account changes (issue 41) on the API (PGlite, or PostgreSQL with TEST_DATABASE_URL): a deactivated
 * account is reactivated and signs in again; a role change applies to the account's next call, and the last active
 * admin cannot lose the admin role; a new enrolment link works and the previous one stops working. Each is audited;
 * only admins may do it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema.ts';
import { totpNow } from '../../src/server/lib/staff-secrets.ts';
import { build, type TestApp } from './helpers/app.ts';
import {
  insertStaff,
  type SignedInStaff,
  signedInStaff,
  staffHeader,
  TEST_PASSWORD,
  TEST_SECRET,
} from './helpers/staff.ts';

let t: TestApp;
let admin: SignedInStaff;

beforeAll(async () => {
  t = await build();
  admin = await signedInStaff(t, 'admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, key: string | undefined, payload?: object) =>
  t.request({
    method,
    url: `/api/admin${url}`,
    headers: key ? staffHeader(key) : {},
    ...(payload ? { payload } : {}),
  });

const auditOf = (id: number, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, action)));

describe('reactivate', () => {
  it('a deactivated account signs in again once reactivated, audited', async () => {
    const account = await insertStaff(t, 'content');
    expect((await call('POST', '/staff/deactivate', admin.key, { id: account.id })).statusCode).toBe(200);
    const login = () =>
      call('POST', '/auth/login', undefined, {
        email: account.email,
        password: TEST_PASSWORD,
        code: totpNow(TEST_SECRET, t.clock.now()),
      });
    expect((await login()).statusCode).toBe(401);
    const back = await call('POST', '/staff/reactivate', admin.key, { id: account.id });
    expect(back.statusCode).toBe(200);
    expect(back.json()[1]).toMatchObject({ id: account.id, active: true });
    t.clock.advance(30);
    expect((await login()).statusCode).toBe(200);
    const [row] = await auditOf(account.id, 'staff.reactivate');
    expect(row).toMatchObject({ staffEmail: admin.email, changes: { active: { from: 'false', to: 'true' } } });
  });

  it('refuses an active account (409) and an unknown one (404)', async () => {
    const again = await call('POST', '/staff/reactivate', admin.key, { id: admin.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()[1].Message).toBe('This account is active already.');
    expect((await call('POST', '/staff/reactivate', admin.key, { id: 999_999 })).statusCode).toBe(404);
  });
});

describe('change a role', () => {
  it('applies to the account’s next call and is audited', async () => {
    const helper = await signedInStaff(t, 'fulfilment');
    expect((await call('GET', '/orders', helper.key)).statusCode).toBe(200);
    const changed = await call('POST', '/staff/role', admin.key, { id: helper.id, role: 'content' });
    expect(changed.json()[1]).toMatchObject({ id: helper.id, role: 'content' });
    expect((await call('GET', '/orders', helper.key)).statusCode).toBe(403);
    expect((await call('GET', '/articles', helper.key)).statusCode).toBe(200);
    const [row] = await auditOf(helper.id, 'staff.role');
    expect(row?.changes).toEqual({ role: { from: 'fulfilment', to: 'content' } });
  });

  it('refuses to take the admin role from the last active admin, then allows it once another admin exists', async () => {
    // Other test files' admins are in their own databases: here `admin` is the only active one.
    const refused = await call('POST', '/staff/role', admin.key, { id: admin.id, role: 'content' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()[0].field).toBe('role');
    expect(refused.json()[1].Message).toBe('This is the last active admin account: make another account admin first.');
    expect((await call('GET', '/staff', admin.key)).statusCode).toBe(200);
    const second = await signedInStaff(t, 'admin');
    const moved = await call('POST', '/staff/role', second.key, { id: admin.id, role: 'compliance' });
    expect(moved.statusCode).toBe(200);
    const back = await call('POST', '/staff/role', second.key, { id: admin.id, role: 'admin' });
    expect(back.json()[1].role).toBe('admin');
  });

  it('only admins change roles (403 for others)', async () => {
    const content = await signedInStaff(t, 'content');
    expect((await call('POST', '/staff/role', content.key, { id: content.id, role: 'admin' })).statusCode).toBe(403);
  });
});

describe('resend the enrolment link', () => {
  it('answers a working link and the previous one stops working, audited', async () => {
    const created = await call('POST', '/staff', admin.key, {
      email: 'late@example.com',
      name: 'Late',
      role: 'content',
    });
    const tokenOf = (link: string) => new URL(link).hash.split('token=')[1] ?? '';
    const first = tokenOf(created.json()[1].enrolLink);
    const id = created.json()[1].account.id as number;
    expect((await call('GET', `/auth/enrol?token=${first}`, undefined)).statusCode).toBe(200);
    const renewed = await call('POST', '/staff/enrol-link', admin.key, { id });
    expect(renewed.statusCode).toBe(200);
    const second = tokenOf(renewed.json()[1].enrolLink);
    expect(second).not.toBe(first);
    expect((await call('GET', `/auth/enrol?token=${first}`, undefined)).statusCode).toBe(404);
    expect((await call('GET', `/auth/enrol?token=${second}`, undefined)).statusCode).toBe(200);
    const [row] = await auditOf(id, 'staff.enrol-link');
    expect(row?.staffEmail).toBe(admin.email);
  });

  it('refuses an enrolled account and a deactivated one (409), saying why', async () => {
    const enrolled = await call('POST', '/staff/enrol-link', admin.key, { id: admin.id });
    expect(enrolled.statusCode).toBe(409);
    expect(enrolled.json()[1].Message).toMatch(/enrolled already/);
    const created = await call('POST', '/staff', admin.key, {
      email: 'gone@example.com',
      name: 'Gone',
      role: 'content',
    });
    const id = created.json()[1].account.id as number;
    await call('POST', '/staff/deactivate', admin.key, { id });
    const inactive = await call('POST', '/staff/enrol-link', admin.key, { id });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()[1].Message).toMatch(/reactivate it first/);
  });
});
