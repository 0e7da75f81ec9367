/**
 * The console's undo actions (issue 41): one call at a time through the API client, its outcome kept as the screen's
 * notice (a done message, or the server's refusal). Screens bind `$outcome` with useStore and show it with Outcome.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { AnyStaffCall } from '../../shared/contract/admin/define.ts';
import { ConsoleError, staffCall } from '../api.ts';
import { text } from '../text.ts';

/** The notice of the last action: '' where there is none. */
interface UndoOutcome {
  message: string;
  failure: string;
  busy: boolean;
}

/** A screen's undo actions. */
export interface UndoActions {
  $outcome: ReadableAtom<UndoOutcome>;
  /** Sends `body` through `call`; on success shows `done(answer)` and answers it, else shows the refusal. */
  run<P>(call: AnyStaffCall, body: unknown, done: (answer: P) => string): Promise<P | undefined>;
}

/** Creates the undo actions of one screen. */
export function createUndo(): UndoActions {
  const $outcome = atom<UndoOutcome>({ message: '', failure: '', busy: false });
  return {
    $outcome,
    async run<P>(call: AnyStaffCall, body: unknown, done: (answer: P) => string) {
      if ($outcome.get().busy) return undefined;
      $outcome.set({ message: '', failure: '', busy: true });
      try {
        const answer = await staffCall<P>(call, { body });
        $outcome.set({ message: done(answer), failure: '', busy: false });
        return answer;
      } catch (error) {
        const failure = error instanceof ConsoleError ? error.message : text.errors.server;
        $outcome.set({ message: '', failure, busy: false });
        return undefined;
      }
    },
  };
}
