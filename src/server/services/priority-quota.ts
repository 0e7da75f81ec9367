/** The per-member cap on PriorityMessage.php (docs/SECURITY.md): a few an hour, counted in the database. */
import { m } from './language.ts';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { countRequest } from './rate-limit.ts';

/** The window of the priority-message cap, in seconds. */
const PRIORITY_WINDOW_SECONDS = 3600;

/**
 * Counts one priority message of a member in `db` (the transaction that saves it: a refused one rolls the count back,
 * a replay never reaches it); 429 RATE_LIMITED with Retry-After once over the hourly cap (0 = off).
 */
export async function checkPriorityQuota(deps: Pick<AppDeps, 'config' | 'now'>, db: Db, memberId: number) {
  const limit = deps.config.rateLimits.priorityPerHour;
  if (limit <= 0) return;
  const rule = { limit, windowSeconds: PRIORITY_WINDOW_SECONDS };
  const verdict = await countRequest(db, `priority:${memberId}`, rule, deps.now());
  if (verdict.allowed) return;
  throw new AppError(429, 'RATE_LIMITED', m.tooManyPriorityMessages(limit, verdict.retryAfter), {
    retryAfter: verdict.retryAfter,
  });
}
