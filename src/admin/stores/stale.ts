/**
 * Refusals that say a row moved on since the screen read it (409: someone else changed it; 404: it is gone): an
 * action (stores/actions.ts) or a bulk run (stores/bulk.ts) refused so counts here, and every list on the screen
 * (stores/list.ts) asks again with its query, filters and page, so the refused row shows what it is now.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { ConsoleError } from '../api.ts';

const $refusals = atom(0);

/** How many refusals said a row moved on; lists listen to it. */
export const $staleRefusals: ReadableAtom<number> = $refusals;

/** Counts `error` when it says the row moved on (409 or 404); any other failure is left alone. */
export function noteStale(error: unknown): void {
  if (error instanceof ConsoleError && (error.status === 409 || error.status === 404))
    $refusals.set($refusals.get() + 1);
}
