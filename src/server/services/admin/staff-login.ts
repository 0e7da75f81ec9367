/**
 * Staff sign-in: e-mail + password + TOTP code in one step. Every failure answers the same (no enumeration) and
 * counts against the e-mail, known or not; 5 tries without a sign-in lock that e-mail for 15 minutes. Failures stop
 * counting 24 hours after the last one (STAFF_FAILURE_WINDOW_MS), and the retention job then removes the row. Each
 * try is claimed in the database before it is verified, and a TOTP step is used once, so parallel tries cannot pass
 * either.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffAccounts, staffLoginFailures } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { auditSignIn } from './audit.ts';
import { openStaffSession, type StaffSession } from './staff-sessions.ts';
import { passwordMatches, totpStep } from '../../lib/staff-secrets.ts';
import { staffText } from './texts.ts';

/** Failures before a lock, and the lock's length. */
const STAFF_LOCKOUT = { failures: 5, lockSeconds: 15 * 60 } as const;

/** How long failures count: a try more than 24 h after the last failed one starts the count again at 1. */
export const STAFF_FAILURE_WINDOW_MS = 24 * 3_600_000;

/** A successful sign-in: the session key and who signed in. */
export interface StaffLogin {
  key: string;
  staff: Omit<StaffSession, 'id' | 'staffId'> & { id: number };
}

/**
 * Claims one attempt for the e-mail in one statement, before anything is verified, so parallel tries never pass the
 * rule (as the doctors' OTP claims a try): the claim that reaches the limit locks the e-mail; while it is locked no
 * claim succeeds (429). An expired lock, or a last failure older than STAFF_FAILURE_WINDOW_MS, restarts the count. A
 * successful sign-in clears the row.
 */
async function claimAttempt(db: Db, email: string, now: number): Promise<void> {
  const t = staffLoginFailures;
  const nowAt = sql`${new Date(now).toISOString()}::timestamptz`;
  const lockAt = sql`${new Date(now + STAFF_LOCKOUT.lockSeconds * 1000).toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now - STAFF_FAILURE_WINDOW_MS).toISOString()}::timestamptz`;
  const lockOver = sql`(${t.lockedUntil} is null or ${t.lockedUntil} <= ${nowAt})`;
  const count = sql`case when ${t.lockedUntil} <= ${nowAt} or ${t.lastFailedAt} <= ${windowStart} then 1 else ${t.failures} + 1 end`;
  const [claimed] = await db
    .insert(t)
    .values({ email, failures: 1, lastFailedAt: new Date(now) })
    .onConflictDoUpdate({
      target: t.email,
      set: {
        failures: count,
        lockedUntil: sql`case when ${count} >= ${STAFF_LOCKOUT.failures} then ${lockAt} end`,
        lastFailedAt: nowAt,
      },
      setWhere: lockOver,
    })
    .returning({ failures: t.failures });
  if (claimed) return;
  const [row] = await db.select({ lockedUntil: t.lockedUntil }).from(t).where(eq(t.email, email));
  const retryAfter = Math.max(1, Math.ceil(((row?.lockedUntil?.getTime() ?? now) - now) / 1000));
  throw new AppError(429, 'RATE_LIMITED', staffText.loginLocked, { retryAfter });
}

/** Marks the code's step used if no later or equal step was: the check and the mark are one statement. */
async function claimTotpStep(db: Db, staffId: number, step: number): Promise<boolean> {
  const used = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(and(eq(staffAccounts.id, staffId), lt(staffAccounts.totpLastStep, step)))
    .returning({ id: staffAccounts.id });
  return used.length === 1;
}

/** Checks e-mail, password and code; opens a session or answers 401 LOGIN_FAILED (429 while locked); audits both. */
export async function staffLogin(
  db: Db,
  input: { email: string; password: string; code: string },
  now: number,
  address: string,
): Promise<StaffLogin> {
  const email = input.email.trim().toLowerCase();
  await claimAttempt(db, email, now);
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
  const usable = row?.active === true && row.passwordHash !== null;
  const passwordOk = await passwordMatches(usable ? row.passwordHash : null, input.password);
  const step = row && passwordOk ? totpStep(row.totpSecret, input.code, now, row.totpLastStep) : undefined;
  const attempt = { staffId: row?.id ?? null, email, address, succeeded: false };
  if (!row || step === undefined || !(await claimTotpStep(db, row.id, step))) {
    await auditSignIn(db, attempt, new Date(now));
    throw new AppError(401, 'LOGIN_FAILED', staffText.loginFailed);
  }
  await db.delete(staffLoginFailures).where(eq(staffLoginFailures.email, email));
  const key = await openStaffSession(db, row.id, now);
  await auditSignIn(db, { ...attempt, succeeded: true }, new Date(now));
  return { key, staff: { id: row.id, email: row.email, name: row.name, role: row.role as StaffSession['role'] } };
}
