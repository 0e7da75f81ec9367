/**
 * Per-member hourly caps on member calls that spend something outside the API (docs/SECURITY.md "Rate limits"):
 * SendEmailer.php sends a mail with a journal PDF, CalltoBot.php may call the assistant's paid API, every order
 * lands in the fulfilment queue, and every UpdatePhoto.php decodes an image of up to 40 megapixels and stores a file.
 * Counted in the database, so they hold across replicas; the general member limit (600 a minute) alone let one
 * session send 36,000 mails, or place 36,000 orders, an hour.
 */
import type { Db, Tx } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { m } from './language.ts';
import { countRequest } from './rate-limit.ts';

/** The window of every hourly cap, in seconds. */
const HOUR_SECONDS = 3600;

/**
 * Counts one call of `bucket` for a member; 429 RATE_LIMITED with Retry-After and "Too many requests. Please try
 * again in N minutes." (in the doctor's language) once over `limit` calls in the hour (0 = no cap). Given a
 * transaction, the count is given back when it rolls back (an order refused, or not stored, costs nothing).
 */
export async function checkHourlyQuota(
  deps: Pick<AppDeps, 'now'>,
  db: Db | Tx,
  quota: { bucket: 'emailer' | 'bot' | 'order' | 'photo'; memberId: number; limit: number },
): Promise<void> {
  if (quota.limit <= 0) return;
  const rule = { limit: quota.limit, windowSeconds: HOUR_SECONDS };
  const verdict = await countRequest(db, `${quota.bucket}:${quota.memberId}`, rule, deps.now());
  if (verdict.allowed) return;
  throw new AppError(429, 'RATE_LIMITED', m.tooManyRequests(verdict.retryAfter), {
    retryAfter: verdict.retryAfter,
  });
}
