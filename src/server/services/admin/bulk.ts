/**
 * Bulk work in the console (issue 41): one action applied to many rows, each in its own transaction through the
 * single action's own function, so each row is judged by the same rules, audited as it is alone, and reported.
 */
import { AppError } from '../../errors.ts';

/** One row's outcome: done, or refused with the reason the single action gives. */
export interface BulkOutcome {
  id: number;
  ok: boolean;
  reason?: string;
}

/**
 * Runs `action` on each id in turn. A refusal (an AppError: not found, a rule) is that row's reason and the others
 * go on; anything else (the database gone) stops the run as a server error, with the rows before it done.
 */
export async function eachRow(
  ids: readonly number[],
  action: (id: number) => Promise<unknown>,
): Promise<BulkOutcome[]> {
  const results: BulkOutcome[] = [];
  for (const id of ids) {
    try {
      await action(id);
      results.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, reason: error.message });
    }
  }
  return results;
}
