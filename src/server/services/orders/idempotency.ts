/**
 * Idempotency-Key (DESIGN §3): a retry with the same key returns the first answer, never a second order.
 * Keys expire after IDEMPOTENCY_KEY_TTL_HOURS by the API clock: an older key counts as unknown.
 */
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { m } from '../language.ts';
import type { Db, Tx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../clock.ts';
import { sha256 } from '../crypto.ts';

/** The request header carrying the key, as the client spells it. */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Header set on an answer replayed for a repeated Idempotency-Key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** How long a key is remembered (as Stripe does); after that it may be used for a new order. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,100}$/;

/** One member's use of one key for one request body. */
export interface IdempotencyClaim {
  memberId: number;
  key: string;
  requestHash: string;
}

/** What a call answered, and whether it is a replay of an earlier answer. */
export interface Outcome<A> {
  statusCode: number;
  answer: A;
  replayed: boolean;
}

/** How long a duplicate waits for the first request, and when an unfinished claim counts as abandoned. */
export interface IdempotencyTimings {
  now: Clock;
  waitMs?: number;
  pollMs?: number;
  staleMs?: number;
}

/** The Idempotency-Key of a request, undefined when absent; 400 naming the header when malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined) return undefined;
  if (typeof raw === 'string' && KEY_PATTERN.test(raw)) return raw;
  const field = IDEMPOTENCY_HEADER;
  throw new AppError(400, 'VALIDATION_FAILED', m.validation(field, m.idempotencyKeyInvalid), { field });
}

/**
 * The claim of a request under its Idempotency-Key (none without one; 400 when malformed): the member, the key and the
 * hash of method, route and body.
 */
export function claimOf(request: FastifyRequest, memberId: number, body: unknown): IdempotencyClaim | undefined {
  const key = idempotencyKeyOf(request);
  const path = request.routeOptions.url ?? request.url;
  return key === undefined ? undefined : { memberId, key, requestHash: requestHash(request.method, path, body) };
}

/** JSON with object keys sorted at every level, so equal bodies hash equally whatever their field order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of method, path and the canonical JSON of the body. */
export function requestHash(method: string, path: string, body: unknown): string {
  return sha256(`${method.toUpperCase()} ${path}\n${canonicalJson(body)}`);
}

const whereClaim = (claim: IdempotencyClaim) =>
  and(eq(idempotencyKeys.memberId, claim.memberId), eq(idempotencyKeys.key, claim.key));

/** Our claim: the key row as we inserted or took it over (created_at tells owners apart). */
const ownClaim = (claim: IdempotencyClaim, claimedAt: Date) =>
  and(whereClaim(claim), isNull(idempotencyKeys.statusCode), eq(idempotencyKeys.createdAt, claimedAt));

/** Deletes the member's keys older than the TTL (this key's too, if expired): the table never grows forever. */
async function forgetExpired(db: Db, memberId: number, now: number): Promise<void> {
  const cutoff = new Date(now - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000);
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.memberId, memberId), lt(idempotencyKeys.createdAt, cutoff)));
}

async function tryClaim(db: Db, claim: IdempotencyClaim, at: Date): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ memberId: claim.memberId, key: claim.key, requestHash: claim.requestHash, createdAt: at })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

/** Takes over an unfinished claim seen with `seenAt`; only one of several racing requests wins. */
async function takeOver(db: Db, claim: IdempotencyClaim, seenAt: Date, at: Date): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ createdAt: at })
    .where(ownClaim(claim, seenAt))
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

/** Runs the work and stores its answer in the same transaction; a failure releases the claim (nothing stored). */
async function complete<A>(
  db: Db,
  claim: IdempotencyClaim,
  claimedAt: Date,
  work: (tx: Tx) => Promise<A>,
): Promise<Outcome<A>> {
  try {
    return await db.transaction(async (tx) => {
      const answer = await work(tx);
      const stored = await tx
        .update(idempotencyKeys)
        .set({ statusCode: 200, answer })
        .where(ownClaim(claim, claimedAt))
        .returning({ key: idempotencyKeys.key });
      // Taken over after we turned stale: roll our order back, the new owner answers.
      if (stored.length !== 1)
        throw new AppError(409, 'CONFLICT', m.idempotencyInProgress, { field: IDEMPOTENCY_HEADER });
      return { statusCode: 200, answer, replayed: false };
    });
  } catch (error) {
    // If even the release fails, the claim turns stale and a later retry takes it over.
    await db
      .delete(idempotencyKeys)
      .where(ownClaim(claim, claimedAt))
      .catch(() => undefined);
    throw error;
  }
}

/** Replaces the stored answer of a finished claim: the final word of work done after the commit (a mail sent). */
export async function storeFinalAnswer<A>(db: Db, claim: IdempotencyClaim | undefined, answer: A): Promise<void> {
  if (!claim) return;
  await db
    .update(idempotencyKeys)
    .set({ answer })
    .where(and(whereClaim(claim), isNotNull(idempotencyKeys.statusCode)));
}

/**
 * Runs `work` in a transaction at most once per (member, key): the first request claims the key, duplicates
 * wait for its answer and replay it; a different body under the same key is a 422 CONFLICT; a claim still
 * unfinished after the wait is a 409 CONFLICT. Without a claim the work simply runs in a transaction. The member's
 * expired keys are deleted first, so an expired key is claimed afresh like an unknown one.
 */
export async function runOnce<A>(
  db: Db,
  claim: IdempotencyClaim | undefined,
  work: (tx: Tx) => Promise<A>,
  timings: IdempotencyTimings,
): Promise<Outcome<A>> {
  if (!claim) return { statusCode: 200, answer: await db.transaction(work), replayed: false };
  const { now, waitMs = 3000, pollMs = 25, staleMs = 60_000 } = timings;
  await forgetExpired(db, claim.memberId, now());
  const deadline = performance.now() + waitMs;
  for (;;) {
    const at = new Date(now());
    if (await tryClaim(db, claim, at)) return complete(db, claim, at, work);
    const [row] = await db.select().from(idempotencyKeys).where(whereClaim(claim)).limit(1);
    if (row && row.requestHash !== claim.requestHash) {
      throw new AppError(422, 'CONFLICT', m.idempotencyMismatch, { field: IDEMPOTENCY_HEADER });
    }
    if (row && row.statusCode !== null) return { statusCode: row.statusCode, answer: row.answer as A, replayed: true };
    if (row && at.getTime() - row.createdAt.getTime() >= staleMs && (await takeOver(db, claim, row.createdAt, at))) {
      return complete(db, claim, at, work);
    }
    if (performance.now() >= deadline) {
      throw new AppError(409, 'CONFLICT', m.idempotencyInProgress, { field: IDEMPOTENCY_HEADER });
    }
    if (row) await sleep(pollMs);
  }
}
