/**
 * Upload quotas per member (docs/SECURITY.md "Uploads"): print files per UTC day and print checks per hour, counted
 * atomically in the database's rate-limit counters, and the bytes of print files a member keeps stored, summed from the order rows.
 * Both live in the database, so they hold for every storage adapter and across API processes.
 */
import { and, eq, sql } from 'drizzle-orm';
import { m } from '../language.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { countRequest, peekCounter, type RateRule } from '../rate-limit.ts';
import { PRINT_FIELD } from './pdf.ts';

/** The deps the quotas read. */
type QuotaDeps = Pick<AppDeps, 'config' | 'database' | 'now'>;

/** One UTC day, the window of the print count. */
const DAY_SECONDS = 86_400;

const dailyRule = (deps: QuotaDeps): RateRule => ({
  limit: deps.config.uploadQuota.printsPerDay,
  windowSeconds: DAY_SECONDS,
});
const bucketOf = (memberId: number) => `prints:${memberId}`;

function tooManyPrints(limit: number, retryAfter: number): AppError {
  return new AppError(429, 'RATE_LIMITED', m.tooManyPrints(limit, retryAfter), { field: PRINT_FIELD, retryAfter });
}

/** Before the body is read: 429 with Retry-After (until UTC midnight) when today's prints are used up. */
export async function assertPrintAllowed(deps: QuotaDeps, memberId: number): Promise<void> {
  const rule = dailyRule(deps);
  if (rule.limit <= 0) return;
  const verdict = await peekCounter(deps.database.db, bucketOf(memberId), rule, deps.now());
  if (!verdict.allowed) throw tooManyPrints(rule.limit, verdict.retryAfter);
}

/** One hour, the window of the print-check count. */
const HOUR_SECONDS = 3_600;

/**
 * When a print's body is about to be read: counts the attempt against the member's hourly checks, whatever its
 * verdict will be (a refused file costs worker time too; issue 38 §3); 429 with Retry-After once over.
 */
export async function countPrintCheck(deps: QuotaDeps, memberId: number): Promise<void> {
  const rule: RateRule = { limit: deps.config.uploadQuota.checksPerHour, windowSeconds: HOUR_SECONDS };
  if (rule.limit <= 0) return;
  const verdict = await countRequest(deps.database.db, `print-checks:${memberId}`, rule, deps.now());
  if (!verdict.allowed) {
    throw new AppError(429, 'RATE_LIMITED', m.tooManyPrintChecks(rule.limit, verdict.retryAfter), {
      field: PRINT_FIELD,
      retryAfter: verdict.retryAfter,
    });
  }
}

/** Bytes of print files a member has stored (the sizes recorded in the member's print orders). */
async function storedPrintBytes(db: Db | Tx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum((${orders.details}->>'print_size')::bigint), 0)` })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.tableName, 'prints')));
  return Number(row?.bytes ?? 0);
}

/**
 * Once a file passed its check and its order passed the order's own checks, before it is stored, inside the order's
 * transaction (so an order that is not stored gives its count back): 413 when it would take the member past the
 * stored-bytes cap, then counts it against today's prints (atomic across processes), 429 with Retry-After once over.
 */
export async function claimPrint(deps: QuotaDeps, tx: Db | Tx, memberId: number, bytes: number): Promise<void> {
  const cap = deps.config.uploadQuota.bytesPerMember;
  if (cap > 0 && (await storedPrintBytes(tx, memberId)) + bytes > cap) {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', m.printStorageFull(Math.round(cap / (1024 * 1024))), {
      field: PRINT_FIELD,
    });
  }
  const rule = dailyRule(deps);
  if (rule.limit <= 0) return;
  const verdict = await countRequest(tx, bucketOf(memberId), rule, deps.now());
  if (!verdict.allowed) throw tooManyPrints(rule.limit, verdict.retryAfter);
}
