/**
 * One-time codes (DESIGN §4): the code never leaves the server, is stored as an HMAC, compared in constant
 * time, lives 5 minutes, is used once, dies after 5 wrong tries; a resend voids the old code; sends are spaced
 * ≥60 s and capped at 5 an hour per number; 20 consecutive wrong codes lock the number for 24 hours.
 * Registered and unregistered numbers take the same path and get the same answer; only members get a code (by SMS,
 * or by WhatsApp when asked and configured).
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { CountryCode, OtpChannel } from '../../shared/constants.ts';
import { OTP_RULES } from '../../shared/constants.ts';
import { m } from './language.ts';
import type { TestNumber } from '../config.ts';
import type { Db } from '../db/client.ts';
import { members, otpChallenges, otpNumbers } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Clock } from './clock.ts';
import { hmac, randomDigits, randomKey, sameDigest, sha256 } from './crypto.ts';
import { checkSendAllowed, recordFailure } from './otp-limits.ts';

/** What the OTP service needs. */
export interface OtpDeps {
  db: Db;
  now: Clock;
  secret: string;
  testNumbers: readonly TestNumber[];
  /** Delivers the code to a member by the channel; called without awaiting so timing never tells members apart. */
  deliver(to: string, code: string, channel: OtpChannel): void;
}

/** The answer of a code request: the challenge key and when a resend is allowed. */
export interface CodeRequested {
  key: string;
  resendAfter: number;
}

const codeDigest = (secret: string, keyHash: string, code: string) => hmac(secret, `${keyHash}:${code}`);

/**
 * Starts a challenge for a number; voids earlier ones; sends the code by the channel (SMS or WhatsApp) to members
 * only. Spacing, hourly cap and lock count the number's challenges of both channels together.
 */
export async function requestCode(
  deps: OtpDeps,
  countryCode: CountryCode,
  phone: string,
  channel: OtpChannel = 'sms',
): Promise<CodeRequested> {
  const now = deps.now();
  const test = deps.testNumbers.find((n) => n.countryCode === countryCode && n.phone === phone);
  const key = randomKey(32);
  const keyHash = sha256(key);
  const code = test ? test.code : randomDigits(OTP_RULES.digits);
  const [member] = await deps.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.countryCode, countryCode), eq(members.phone, phone), eq(members.active, true)))
    .limit(1);
  await deps.db.transaction(async (tx) => {
    await checkSendAllowed(tx, { countryCode, phone, now, limited: !test });
    await tx
      .update(otpChallenges)
      .set({ voidedAt: new Date(now) })
      .where(
        and(
          eq(otpChallenges.countryCode, countryCode),
          eq(otpChallenges.phone, phone),
          isNull(otpChallenges.consumedAt),
          isNull(otpChallenges.voidedAt),
        ),
      );
    await tx.insert(otpChallenges).values({
      keyHash,
      countryCode,
      phone,
      memberId: member?.id ?? null,
      codeHmac: codeDigest(deps.secret, keyHash, code),
      smsSent: Boolean(member) && !test,
      createdAt: new Date(now),
      expiresAt: new Date(now + OTP_RULES.ttlSeconds * 1000),
    });
  });
  if (member && !test) deps.deliver(`${countryCode}${phone}`, code, channel);
  return { key, resendAfter: OTP_RULES.resendSpacingSeconds };
}

/**
 * Why a challenge takes no more tries: used (a retry whose first answer was lost lands here: codes stay single use,
 * and the doctor is told to ask for a new one), too many wrong codes, or expired or replaced by a resend.
 */
function endedCodeMessage(challenge: typeof otpChallenges.$inferSelect): string {
  if (challenge.consumedAt) return m.codeUsed;
  return challenge.wrongTries >= OTP_RULES.maxWrongTries && !challenge.voidedAt ? m.codeUsedUp : m.codeExpired;
}

/** The answer to a wrong code: plain while tries remain, a warning before the last, and the way on after it. */
function wrongCodeMessage(triesLeft: number): string {
  if (triesLeft === 0) return m.codeUsedUp;
  return triesLeft === 1 ? m.invalidOtpLastTry : m.invalidOtp;
}

/** True when the member may still sign in (staff have not deactivated them since the code was asked for). */
async function isActiveMember(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.active, true)))
    .limit(1);
  return row !== undefined;
}

/** Checks a code against its challenge; returns the member id on success, or throws the matching AppError. */
export async function verifyCode(deps: OtpDeps, key: string, code: string): Promise<number> {
  const now = new Date(deps.now());
  const keyHash = sha256(key);
  const [challenge] = await deps.db.select().from(otpChallenges).where(eq(otpChallenges.keyHash, keyHash)).limit(1);
  if (!challenge) throw new AppError(400, 'OTP_INVALID', m.invalidOtp, { field: 'otp' });
  const [number] = await deps.db
    .select()
    .from(otpNumbers)
    .where(and(eq(otpNumbers.countryCode, challenge.countryCode), eq(otpNumbers.phone, challenge.phone)))
    .limit(1);
  if (number?.lockedUntil && number.lockedUntil > now) {
    throw new AppError(
      429,
      'OTP_LOCKED',
      m.numberLocked(Math.ceil((number.lockedUntil.getTime() - now.getTime()) / 3_600_000)),
    );
  }
  // Claim one try atomically before comparing, so parallel guesses cannot exceed the limit.
  const [claimed] = await deps.db
    .update(otpChallenges)
    .set({ wrongTries: sql`${otpChallenges.wrongTries} + 1` })
    .where(
      and(
        eq(otpChallenges.id, challenge.id),
        isNull(otpChallenges.consumedAt),
        isNull(otpChallenges.voidedAt),
        gt(otpChallenges.expiresAt, now),
        lt(otpChallenges.wrongTries, OTP_RULES.maxWrongTries),
      ),
    )
    .returning({ wrongTries: otpChallenges.wrongTries });
  if (!claimed) {
    throw new AppError(400, 'OTP_EXPIRED', endedCodeMessage(challenge), { field: 'otp' });
  }
  const right = sameDigest(codeDigest(deps.secret, keyHash, code), challenge.codeHmac);
  // A member deactivated (or erased) after asking for the code is answered as a number that is no member's.
  if (!right || challenge.memberId === null || !(await isActiveMember(deps.db, challenge.memberId))) {
    await recordFailure(deps.db, challenge.countryCode, challenge.phone, now);
    // The tries this code still takes (the rule is public, and the same for every number): a warning before the last.
    const triesLeft = Math.max(0, OTP_RULES.maxWrongTries - claimed.wrongTries);
    throw new AppError(400, 'OTP_INVALID', wrongCodeMessage(triesLeft), { field: 'otp', triesLeft });
  }
  const [consumed] = await deps.db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.consumedAt), isNull(otpChallenges.voidedAt)))
    .returning({ id: otpChallenges.id });
  if (!consumed) throw new AppError(400, 'OTP_EXPIRED', m.codeUsed, { field: 'otp' });
  await deps.db
    .update(otpNumbers)
    .set({ consecutiveFailures: 0, lockedUntil: null })
    .where(and(eq(otpNumbers.countryCode, challenge.countryCode), eq(otpNumbers.phone, challenge.phone)));
  return challenge.memberId;
}
