/**
 * Back to a list returns to the same place (issue 21 §2): a list's state (the pages loaded so far) and the row at
 * the top of the screen are written to sessionStorage when the page is left, by address, and read back only when
 * the page is opened again through Back or Forward. Logout clears sessionStorage with them.
 */
import { keepRowAt, listRows, type RowAnchor, rowAtTop } from './row-anchor.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** What is kept of one list. */
interface Memory<S> {
  state: S;
  row?: RowAnchor;
}

const keyOf = (): string => STORAGE_KEYS.listMemory + location.href;

/** The list state kept for this address when the page was opened through Back; the scroll position follows it. */
export function recallList<S>(): S | undefined {
  // Outside a browser (store tests) there is no navigation entry.
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (entry?.type !== 'back_forward') return undefined;
  try {
    const raw = sessionStorage.getItem(keyOf());
    if (!raw) return undefined;
    const { state, row } = JSON.parse(raw) as Memory<S>;
    // The island renders the recalled rows a few per task: the row is put where it stood once it is there.
    if (row) keepRowAt(() => listRows()?.[row.index], row.top);
    return state;
  } catch {
    return undefined;
  }
}

/** Keeps the list's state (read when the page is left) for a later Back to this address. */
export function rememberList<S>(read: () => S): void {
  globalThis.addEventListener?.('pagehide', () => {
    try {
      sessionStorage.setItem(keyOf(), JSON.stringify({ state: read(), row: rowAtTop(listRows()) } satisfies Memory<S>));
    } catch {
      // A full or missing storage only loses the position.
    }
  });
}
