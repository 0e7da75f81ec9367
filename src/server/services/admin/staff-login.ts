/**
 * Staff sign-in: e-mail + password + TOTP code in one step. Every failure answers the same (no enumeration) and
 * counts against the e-mail, known or not; 5 failures lock that e-mail for 15 minutes.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffAccounts, staffLoginFailures } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { openStaffSession, type StaffSession } from './staff-sessions.ts';
import { passwordMatches, totpStep } from './staff-secrets.ts';
import { staffText } from './texts.ts';

/** Failures before a lock, and the lock's length. */
const STAFF_LOCKOUT = { failures: 5, lockSeconds: 15 * 60 } as const;

/** A successful sign-in: the session key and who signed in. */
export interface StaffLogin {
  key: string;
  staff: Omit<StaffSession, 'id' | 'staffId'> & { id: number };
}

/** Answers 429 while the e-mail is locked. */
async function refuseIfLocked(db: Db, email: string, now: number): Promise<void> {
  const [row] = await db.select().from(staffLoginFailures).where(eq(staffLoginFailures.email, email));
  const until = row?.lockedUntil?.getTime() ?? 0;
  if (until > now) {
    throw new AppError(429, 'RATE_LIMITED', staffText.loginLocked, { retryAfter: Math.ceil((until - now) / 1000) });
  }
}

/** Counts a failure against the e-mail, locking it at the limit. */
async function recordFailure(db: Db, email: string, now: number): Promise<void> {
  const lockAt = new Date(now + STAFF_LOCKOUT.lockSeconds * 1000);
  await db
    .insert(staffLoginFailures)
    .values({ email, failures: 1 })
    .onConflictDoUpdate({
      target: staffLoginFailures.email,
      set: {
        failures: sql`case when ${staffLoginFailures.failures} + 1 >= ${STAFF_LOCKOUT.failures} then 0 else ${staffLoginFailures.failures} + 1 end`,
        lockedUntil: sql`case when ${staffLoginFailures.failures} + 1 >= ${STAFF_LOCKOUT.failures} then ${lockAt.toISOString()}::timestamptz else ${staffLoginFailures.lockedUntil} end`,
      },
    });
}

/** Checks e-mail, password and code; opens a session or answers 401 LOGIN_FAILED (429 while locked). */
export async function staffLogin(
  db: Db,
  input: { email: string; password: string; code: string },
  now: number,
): Promise<StaffLogin> {
  const email = input.email.trim().toLowerCase();
  await refuseIfLocked(db, email, now);
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
  const usable = row?.active === true && row.passwordHash !== null;
  const passwordOk = await passwordMatches(usable ? row.passwordHash : null, input.password);
  const step = row && passwordOk ? totpStep(row.totpSecret, input.code, now, row.totpLastStep) : undefined;
  if (!row || !passwordOk || step === undefined) {
    await recordFailure(db, email, now);
    throw new AppError(401, 'LOGIN_FAILED', staffText.loginFailed);
  }
  await db.update(staffAccounts).set({ totpLastStep: step }).where(eq(staffAccounts.id, row.id));
  await db.delete(staffLoginFailures).where(eq(staffLoginFailures.email, email));
  const key = await openStaffSession(db, row.id, now);
  return { key, staff: { id: row.id, email: row.email, name: row.name, role: row.role as StaffSession['role'] } };
}
