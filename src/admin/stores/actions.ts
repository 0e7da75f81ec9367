/**
 * The console's one action helper (issue 41): a screen's actions go one at a time through the API client, the outcome
 * kept as the screen's notice (a done message, or the server's refusal). Screens show it with ActionNotice. A refusal
 * saying the row moved on (409, 404) has the screen's lists asked again (stores/stale.ts).
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { AnyStaffCall } from '../../shared/contract/admin/define.ts';
import { failureText, type Query, staffCall, staffDownload } from '../api.ts';
import { text } from '../text.ts';
import { noteStale } from './stale.ts';

/** The notice of the last action: '' where there is none. */
interface ActionOutcome {
  message: string;
  failure: string;
  busy: boolean;
}

/** A screen's actions and their notice. */
export interface ScreenActions {
  $outcome: ReadableAtom<ActionOutcome>;
  /** Sends `body` through `call`; on success shows `done(answer)` and answers it, else shows the refusal. */
  run<P>(call: AnyStaffCall, body: unknown, done: (answer: P) => string): Promise<P | undefined>;
  /**
   * Saves the file `call` answers for `query` (a CSV export, a print) and shows what was saved (its name, a CSV's rows),
   * or why nothing was (the refusal or the network, naming `fallbackName`).
   */
  download(call: AnyStaffCall, query: Query, fallbackName: string): Promise<void>;
  /** Shows `message` as the screen's notice (a save done through a form store); '' clears the notice. */
  say(message: string): void;
}

/** Creates the actions of one screen. */
export function createActions(): ScreenActions {
  const $outcome = atom<ActionOutcome>({ message: '', failure: '', busy: false });
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
        $outcome.set({ message: '', failure: failureText(error), busy: false });
        noteStale(error);
        return undefined;
      }
    },
    async download(call, query, fallbackName) {
      $outcome.set({ message: '', failure: '', busy: $outcome.get().busy });
      try {
        const saved = await staffDownload(call, query, fallbackName);
        $outcome.set({ message: text.downloads.saved(saved.name, saved.rows), failure: '', busy: $outcome.get().busy });
      } catch (error) {
        $outcome.set({
          message: '',
          failure: text.downloads.failed(fallbackName, failureText(error)),
          busy: $outcome.get().busy,
        });
      }
    },
    say: (message) => $outcome.set({ message, failure: '', busy: false }),
  };
}
