/**
 * Bulk work in the console (issue 41): one action applied to many rows, each in its own transaction through the
 * single action's own function, so each row is judged by the same rules, audited as it is alone, and reported.
 */
import { AppError } from '../../errors.ts';

/** One row's outcome: done (`unchanged` when it already was as asked), or refused with the single action's reason. */
export interface BulkOutcome {
  id: number;
  ok: boolean;
  unchanged?: true;
  reason?: string;
}

/** What a row's action answers when the row already was as asked: done, reported as unchanged. */
export const UNCHANGED = Symbol('unchanged');

/**
 * Runs `action` on each id in turn (answering UNCHANGED for a row already as asked). A refusal (an AppError: not found, a rule) is that row's reason and the others
 * go on; anything else (the database gone) stops the run as a server error, with the rows before it done.
 */
export async function eachRow(
  ids: readonly number[],
  action: (id: number) => Promise<unknown>,
): Promise<BulkOutcome[]> {
  const results: BulkOutcome[] = [];
  for (const id of ids) {
    try {
      const answer = await action(id);
      results.push(answer === UNCHANGED ? { id, ok: true, unchanged: true } : { id, ok: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, reason: error.message });
    }
  }
  return results;
}
