/**
 * A store for the endless lists of SPEC §4: pages from 1, appended, until the server says there are no more. Back to
 * the list shows the pages loaded before at the same place (lib/list-memory.ts).
 */
import { atom, type ReadableAtom } from 'nanostores';
import { messageOf } from '../api/errors.ts';
import { recallList, rememberList } from '../lib/list-memory.ts';
import type { Paged } from '../shared/contract/entities.ts';

/** An endless list: rows so far, the last page loaded, whether more exist, and the loading state. */
export interface PagedState<T> {
  items: T[];
  page: number;
  hasMore: boolean;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error?: string;
}

/** Loads one page of a list. */
type PageLoader<T> = (page: number) => Promise<Paged<T>>;

/** The store and actions of one endless list. */
export interface PagedList<T> {
  $list: ReadableAtom<PagedState<T>>;
  /** Starts over with a new source (e.g. a new search text) and loads page 1. */
  start(load: PageLoader<T>): Promise<void>;
  /** Loads the next page, or retries the page that failed; does nothing while loading or at the end. */
  loadMore(): Promise<void>;
}

const initial = <T>(): PagedState<T> => ({ items: [], page: 0, hasMore: true, status: 'idle' });

/** Creates an endless list store. */
export function createPagedList<T>(): PagedList<T> {
  const $list = atom<PagedState<T>>(initial<T>());
  let loader: PageLoader<T> | undefined;
  let generation = 0;
  let remembering = false;

  async function loadMore(): Promise<void> {
    const state = $list.get();
    if (!loader || state.status === 'loading' || !state.hasMore) return;
    const mine = generation;
    $list.set({ ...state, status: 'loading' });
    try {
      const answer = await loader(state.page + 1);
      if (mine !== generation) return;
      const rows = Array.isArray(answer.result) ? answer.result : [];
      const current = $list.get();
      $list.set({
        items: [...current.items, ...rows],
        page: state.page + 1,
        hasMore: answer.hasMore && rows.length > 0,
        status: 'ready',
      });
    } catch (error) {
      if (mine !== generation) return;
      $list.set({ ...$list.get(), status: 'error', error: messageOf(error) });
    }
  }

  function start(load: PageLoader<T>): Promise<void> {
    generation += 1;
    loader = load;
    if (!remembering) rememberList(() => $list.get());
    remembering = true;
    const back = recallList<PagedState<T>>();
    if (back?.items.length) {
      $list.set({ ...back, status: 'ready' });
      return Promise.resolve();
    }
    $list.set(initial<T>());
    return loadMore();
  }

  return { $list, start, loadMore };
}
