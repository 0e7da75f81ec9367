/**
 * A bulk action of a console list (issue 41): the rows ticked, the run and each row's outcome, as the server judged
 * it (ok, or the single action's reason). The screens bind it with useStore; the logic is tested without React. A run
 * refused as a whole because rows moved on (409, 404) has the screen's lists asked again (stores/stale.ts).
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { AnyStaffCall } from '../../shared/contract/admin/define.ts';
import { failureText, staffCall } from '../api.ts';
import { text } from '../text.ts';
import { noteStale } from './stale.ts';

/** One row's outcome. */
interface BulkResult {
  id: number;
  ok: boolean;
  /** Done, but the row already was as asked: nothing changed. */
  unchanged?: boolean;
  reason?: string;
}

/** Where a run is: nothing yet, on its way, done with each row's outcome, or refused as a whole. */
type BulkRun =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; results: BulkResult[]; what: string }
  | { status: 'failed'; message: string };

/** A list's bulk action. */
export interface Bulk {
  /** The ticked rows' ids. */
  $selected: WritableAtom<ReadonlySet<number>>;
  /** The last run. */
  $run: ReadableAtom<BulkRun>;
  /**
   * Sends the ticked rows with `body`; rows done are unticked, refused ones stay ticked to be tried again. `what`
   * names the action done in the report (`Deactivated`, `Dispatched`).
   */
  run(body: Record<string, unknown>, what: string): Promise<void>;
  /** Forgets the ticks and the last run (the list's filters changed). */
  reset(): void;
  /** Forgets the last run's report, keeping the ticks (a single row's action shows its own notice instead). */
  forget(): void;
}

/** How many ticked rows are not among `shown` (ticked on another page of the list). */
export function tickedElsewhere(selected: ReadonlySet<number>, shown: readonly { id: number }[] | undefined): number {
  const here = new Set((shown ?? []).map((row) => row.id));
  return [...selected].filter((id) => !here.has(id)).length;
}

/**
 * The bar's report of a run: the done message (`Dispatched: 4 rows.`, those already as asked and refused apart), or
 * the failure of a run refused as a whole or that changed no row; '' where there is none.
 */
export function bulkReport(run: BulkRun): { message: string; failure: string } {
  if (run.status === 'failed') return { message: '', failure: run.message };
  if (run.status !== 'done') return { message: '', failure: '' };
  const refused = run.results.filter((r) => !r.ok).length;
  const unchanged = run.results.filter((r) => r.ok && r.unchanged).length;
  const done = run.results.length - refused - unchanged;
  if (done === 0 && refused > 0) return { message: '', failure: text.bulk.noneDone(refused, unchanged) };
  if (done === 0 && unchanged > 0) return { message: text.bulk.allUnchanged(unchanged), failure: '' };
  return { message: text.bulk.done(run.what, done, refused, unchanged), failure: '' };
}

/** A bulk action through `call`, whose body takes `ids` and whose answer is `{ results }`. */
export function createBulk(call: AnyStaffCall): Bulk {
  const $selected = atom<ReadonlySet<number>>(new Set());
  const $run = atom<BulkRun>({ status: 'idle' });
  return {
    $selected,
    $run,
    async run(body, what) {
      const ids = [...$selected.get()];
      if (ids.length === 0 || $run.get().status === 'running') return;
      $run.set({ status: 'running' });
      try {
        const { results } = await staffCall<{ results: BulkResult[] }>(call, { body: { ...body, ids } });
        const refused = new Set(results.filter((r) => !r.ok).map((r) => r.id));
        $selected.set(new Set(ids.filter((id) => refused.has(id))));
        $run.set({ status: 'done', results, what });
      } catch (error) {
        $run.set({ status: 'failed', message: failureText(error) });
        noteStale(error);
      }
    },
    reset() {
      $selected.set(new Set());
      $run.set({ status: 'idle' });
    },
    forget() {
      if ($run.get().status !== 'running') $run.set({ status: 'idle' });
    },
  };
}
