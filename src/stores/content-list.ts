/**
 * A store for a list loaded in one call (emailers, videos, portals, files, product search results): loading, error
 * with retry, ready. Back to the list shows it again at the same place (lib/list-memory.ts).
 */
import { atom, type ReadableAtom } from 'nanostores';
import { messageOf } from '../api/errors.ts';
import { recallList, rememberList } from '../lib/list-memory.ts';

/** A list's rows and loading state. */
export interface ListState<T> {
  items: T[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error?: string;
}

/** The store and actions of one list. */
export interface LoadedList<T> {
  $list: ReadableAtom<ListState<T>>;
  /** Loads the list from a source and remembers it for retry. */
  load(source: () => Promise<T[]>): Promise<void>;
  /** Loads the remembered source again (after an error). */
  retry(): Promise<void>;
}

/** Creates a list store. */
export function createLoadedList<T>(): LoadedList<T> {
  const $list = atom<ListState<T>>({ items: [], status: 'idle' });
  let current: (() => Promise<T[]>) | undefined;
  let generation = 0;
  let remembering = false;

  async function run(): Promise<void> {
    if (!current) return;
    const mine = ++generation;
    $list.set({ items: [], status: 'loading' });
    try {
      const rows = await current();
      if (mine === generation) $list.set({ items: Array.isArray(rows) ? rows : [], status: 'ready' });
    } catch (error) {
      if (mine === generation) $list.set({ items: [], status: 'error', error: messageOf(error) });
    }
  }

  return {
    $list,
    load(source) {
      current = source;
      if (!remembering) rememberList(() => $list.get());
      remembering = true;
      const back = recallList<ListState<T>>();
      if (back?.items.length) {
        generation += 1;
        $list.set({ items: back.items, status: 'ready' });
        return Promise.resolve();
      }
      return run();
    },
    retry: run,
  };
}
