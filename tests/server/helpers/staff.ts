/** Staff accounts with live staff session keys, for tests of staff calls. */
import type { StaffRole } from '../../../src/shared/contract/admin/index.ts';
import { staffAccounts } from '../../../src/server/db/schema.ts';
import { openStaffSession } from '../../../src/server/services/admin/staff-sessions.ts';
import { hashPassword } from '../../../src/server/lib/staff-secrets.ts';
import type { TestApp } from './app.ts';

/** A TOTP secret for test accounts. */
export const TEST_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXZ';

/** A test staff account's password. */
export const TEST_PASSWORD = 'correct horse battery staple';

let sequence = 0;

/** A staff account and its session key. */
export interface SignedInStaff {
  id: number;
  email: string;
  key: string;
}

/** Inserts an enrolled staff account of a role (optionally without a session). */
export async function insertStaff(t: TestApp, role: StaffRole, email?: string): Promise<{ id: number; email: string }> {
  sequence += 1;
  const address = email ?? `${role}-${sequence}@example.com`;
  const [row] = await t.database.db
    .insert(staffAccounts)
    .values({
      email: address,
      name: `Test ${role}`,
      role,
      totpSecret: TEST_SECRET,
      passwordHash: await hashPassword(TEST_PASSWORD),
    })
    .returning({ id: staffAccounts.id });
  if (!row) throw new Error('staff not inserted');
  return { id: row.id, email: address };
}

/** Inserts a staff account of a role and opens a session for it. */
export async function signedInStaff(t: TestApp, role: StaffRole): Promise<SignedInStaff> {
  const account = await insertStaff(t, role);
  return { ...account, key: await openStaffSession(t.database.db, account.id, t.clock.now()) };
}

/** The header of a staff call. */
export const staffHeader = (key: string) => ({ authorization: `Staff ${key}` });

/** A staff POST to `/api/admin<url>` with a JSON body. */
export const staffPost = (t: TestApp, key: string, url: string, payload: object) =>
  t.request({ method: 'POST', url: `/api/admin${url}`, headers: staffHeader(key), payload });

/** The start of a save refused as stale (services/admin/record-texts.ts), naming the first editor and an India time. */
export const changedMeanwhile = (noun: string, email: string) =>
  new RegExp(
    `^This ${noun} was changed by someone else since you opened it \\(at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d IST by ${email.replace('.', '\\.')}\\)\\. Reload it to see their changes; your text is still in the form\\.$`,
  );
