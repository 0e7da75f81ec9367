/**
 * Every staff call (driven from STAFF_CALLS, so a new call is covered at once) with no key, a member's key, a
 * revoked or idle staff key, and each role: 401 without a live staff session, 403 for a role the call does not
 * admit, past the gate (neither 401 nor 403) for each role it does. And a staff key never opens a member call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_CALLS, STAFF_ROLES, type StaffRole } from '../../src/shared/contract/admin/index.ts';
import { openStaffSession } from '../../src/server/services/admin/staff-sessions.ts';
import { build, type TestApp } from './helpers/app.ts';
import { signedInMember } from './helpers/member-session.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
const keys = {} as Record<StaffRole, SignedInStaff>;
let memberKey: string;

beforeAll(async () => {
  // Every call × every key comes from one address within one minute of the fake clock: more than the per-address
  // staff limit allows, which tests/security/rate-limits.test.ts checks on its own.
  t = await build({ RATE_LIMIT_STAFF_IP_PER_MINUTE: '100000' });
  for (const role of STAFF_ROLES) keys[role] = await signedInStaff(t, role);
  memberKey = (await signedInMember(t)).key;
});
afterAll(() => t.close());

const guarded = Object.entries(STAFF_CALLS).filter(([, call]) => call.access !== 'public');

/** Sends a call with a header and no fields (the gate answers before validation). */
function send(call: (typeof guarded)[number][1], headers: Record<string, string>) {
  return t.request({
    method: call.method,
    url: `/api${call.path}`,
    headers,
    ...(call.method === 'POST' ? { payload: {} } : {}),
  });
}

describe.each(guarded)('%s', (_name, call) => {
  it('answers 401 with no key, a member key or a made-up staff key', async () => {
    const refused: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${memberKey}` },
      { authorization: `Staff ${memberKey}` },
      staffHeader('stf_not-a-real-key-0123456789abcdef'),
    ];
    for (const headers of refused) {
      const response = await send(call, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()[0].code).toBe('SESSION_INVALID');
    }
  });

  it.each(STAFF_ROLES)('role %s: admitted or 403', async (role) => {
    // A fresh session each time: staffLogout ends the one it is sent with.
    const key = await openStaffSession(t.database.db, keys[role].id, t.clock.now());
    const response = await send(call, staffHeader(key));
    const admitted = call.access === 'staff' || call.access.includes(role);
    if (admitted) expect([401, 403]).not.toContain(response.statusCode);
    else {
      expect(response.statusCode).toBe(403);
      expect(response.json()[0].code).toBe('FORBIDDEN');
    }
  });
});

describe('keys stay apart', () => {
  it('a staff key never opens a member call', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/GetCategory.php',
      headers: { authorization: `Bearer ${keys.admin.key}` },
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });

  it('a staff session ends after 30 minutes idle', async () => {
    const staff = await signedInStaff(t, 'admin');
    const me = () => t.request({ method: 'GET', url: '/api/admin/auth/me', headers: staffHeader(staff.key) });
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(29 * 60);
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(31 * 60);
    expect((await me()).statusCode).toBe(401);
  });
});
