/**
 * `npm run staff:add -- --email … --reset` (docs/OPERATIONS.md "A personal data breach"): an enrolled account's old
 * password and authenticator stop signing in, its console sessions end at once, and a new enrolment link sets it up
 * again with a new TOTP secret; audited as the CLI. An unknown or deactivated account is refused, nothing changed.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffAccounts } from '../../src/server/db/schema.ts';
import { totpNow } from '../../src/server/lib/staff-secrets.ts';
import { CLI_ACTOR } from '../../src/server/services/admin/actor.ts';
import { resetStaffCredentials } from '../../src/server/services/admin/staff-reset.ts';
import { build, type TestApp } from './helpers/app.ts';
import { signedInStaff, staffHeader, TEST_PASSWORD, TEST_SECRET } from './helpers/staff.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.request({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });

const login = (email: string, password: string, secret: string) =>
  call('POST', '/auth/login', {}, { email, password, code: totpNow(secret, t.clock.now()) });

describe('staff reset', () => {
  it('ends the sessions, voids the password and authenticator, and the new link enrols again', async () => {
    const staff = await signedInStaff(t, 'compliance');
    expect((await call('GET', '/auth/me', staffHeader(staff.key))).statusCode).toBe(200);

    const { account, token } = await resetStaffCredentials(
      t.database.db,
      CLI_ACTOR,
      staff.email.toUpperCase(),
      t.clock.now(),
    );
    expect(account).toMatchObject({ id: staff.id, role: 'compliance', active: true, enrolled: false });
    expect((await call('GET', '/auth/me', staffHeader(staff.key))).statusCode).toBe(401);
    t.clock.advance(30);
    expect((await login(staff.email, TEST_PASSWORD, TEST_SECRET)).statusCode).toBe(401);

    const info = await call('GET', `/auth/enrol?token=${token}`, {});
    expect(info.statusCode).toBe(200);
    const secret = (info.json()[1] as { secret: string }).secret;
    expect(secret).not.toBe(TEST_SECRET);
    const password = 'a new and long passphrase 7';
    const enrolled = await call('POST', '/auth/enrol', {}, { token, password, code: totpNow(secret, t.clock.now()) });
    expect(enrolled.statusCode).toBe(200);
    t.clock.advance(30);
    expect((await login(staff.email, password, secret)).statusCode).toBe(200);

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(staff.id)), eq(auditLog.action, 'staff.reset')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staffEmail: 'cli', changes: { enrolled: { from: 'yes', to: 'no' } } });
  });

  it('refuses an unknown e-mail (404) and a deactivated account (409), changing nothing', async () => {
    const now = t.clock.now();
    await expect(resetStaffCredentials(t.database.db, CLI_ACTOR, 'nobody@example.com', now)).rejects.toMatchObject({
      statusCode: 404,
    });
    const staff = await signedInStaff(t, 'content');
    await t.database.db.update(staffAccounts).set({ active: false }).where(eq(staffAccounts.id, staff.id));
    await expect(resetStaffCredentials(t.database.db, CLI_ACTOR, staff.email, now)).rejects.toMatchObject({
      statusCode: 409,
    });
    const [row] = await t.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, staff.id));
    expect(row).toMatchObject({ totpSecret: TEST_SECRET, enrolTokenHash: null });
    expect(row?.passwordHash).not.toBeNull();
  });
});
