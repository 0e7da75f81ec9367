/** Per-number limits of the OTP flow: send spacing, hourly cap, the 24-hour lock after 20 wrong codes. */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { OTP_RULES } from '../../shared/constants.ts';
import { m } from './language.ts';
import type { Db } from '../db/client.ts';
import { otpChallenges, otpNumbers } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/** A database or a transaction on it. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** Which number asks, when, and whether spacing and hourly cap apply (not for test numbers). */
interface SendRequest {
  countryCode: string;
  phone: string;
  now: number;
  limited: boolean;
}

/** Throws 429 when the number is locked, asked less than 60 s ago, or reached 5 codes this hour. Locks its row. */
export async function checkSendAllowed(tx: Tx, request: SendRequest): Promise<void> {
  const { countryCode, phone, now } = request;
  await tx.insert(otpNumbers).values({ countryCode, phone }).onConflictDoNothing();
  const [number] = await tx
    .select()
    .from(otpNumbers)
    .where(and(eq(otpNumbers.countryCode, countryCode), eq(otpNumbers.phone, phone)))
    .for('update');
  if (number?.lockedUntil && number.lockedUntil.getTime() > now) {
    const seconds = Math.ceil((number.lockedUntil.getTime() - now) / 1000);
    throw new AppError(429, 'OTP_LOCKED', m.numberLocked(Math.ceil(seconds / 3600)), { retryAfter: seconds });
  }
  if (!request.limited) return;
  const sameNumber = and(eq(otpChallenges.countryCode, countryCode), eq(otpChallenges.phone, phone));
  const [last] = await tx
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(sameNumber)
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  const sinceLast = last ? now - last.createdAt.getTime() : Infinity;
  if (sinceLast < OTP_RULES.resendSpacingSeconds * 1000) {
    const seconds = Math.ceil((OTP_RULES.resendSpacingSeconds * 1000 - sinceLast) / 1000);
    throw new AppError(429, 'RATE_LIMITED', m.tooSoon(seconds), { retryAfter: seconds });
  }
  const hourAgo = new Date(now - 3_600_000);
  const recent = await tx
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(and(sameNumber, gt(otpChallenges.createdAt, hourAgo)))
    .orderBy(otpChallenges.createdAt);
  if (recent.length >= OTP_RULES.maxSendsPerHour) {
    const oldest = recent[0]?.createdAt.getTime() ?? now;
    const seconds = Math.max(1, Math.ceil((oldest + 3_600_000 - now) / 1000));
    throw new AppError(429, 'RATE_LIMITED', m.tooManySends(Math.ceil(seconds / 60)), { retryAfter: seconds });
  }
}

/** Counts one wrong code against the number; the 20th consecutive one locks it for 24 hours and restarts the count. */
export async function recordFailure(db: Db, countryCode: string, phone: string, now: Date): Promise<void> {
  const lockUntil = new Date(now.getTime() + OTP_RULES.lockHours * 3_600_000);
  const failures = sql`${otpNumbers.consecutiveFailures} + 1`;
  const limit = OTP_RULES.lockAfterConsecutiveFailures;
  await db
    .insert(otpNumbers)
    .values({ countryCode, phone, consecutiveFailures: 1 })
    .onConflictDoUpdate({
      target: [otpNumbers.countryCode, otpNumbers.phone],
      set: {
        consecutiveFailures: sql`case when ${failures} >= ${limit} then 0 else ${failures} end`,
        lockedUntil: sql`case when ${failures} >= ${limit} then ${lockUntil.toISOString()}::timestamptz else ${otpNumbers.lockedUntil} end`,
      },
    });
}

/** What unlockNumber found before clearing: no row at all, or the row's lock (when still in force) and failure count. */
export type UnlockOutcome = { known: false } | { known: true; lockedUntil: Date | null; failures: number };

/**
 * Operator unlock (`npm run unlock`): in one transaction, reads the number's row for update and clears its lock and
 * consecutive failures. Touches no other number and not otp_challenges, so send spacing and the hourly cap still hold.
 */
export async function unlockNumber(
  db: Db,
  countryCode: string,
  phone: string,
  now = Date.now(),
): Promise<UnlockOutcome> {
  const sameNumber = and(eq(otpNumbers.countryCode, countryCode), eq(otpNumbers.phone, phone));
  return db.transaction(async (tx) => {
    const [number] = await tx.select().from(otpNumbers).where(sameNumber).for('update');
    if (!number) return { known: false };
    await tx.update(otpNumbers).set({ consecutiveFailures: 0, lockedUntil: null }).where(sameNumber);
    const lockedUntil = number.lockedUntil && number.lockedUntil.getTime() > now ? number.lockedUntil : null;
    return { known: true, lockedUntil, failures: number.consecutiveFailures };
  });
}
