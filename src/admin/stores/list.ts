/**
 * A server-paged console list (issue 41): the query (page, size, sort, filters, search), the page the server
 * answered, whether a request is under way and its refusal. Every change asks the server again; an answer that
 * arrives after a newer request was sent is dropped. It loads when its first reader binds it, and loads again while
 * bound when an action is refused because a row moved on (stores/stale.ts).
 */
import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { TSchema } from 'typebox';
import type { StaffCallDef } from '../../shared/contract/admin/define.ts';
import { failureText, type Query, staffCall } from '../api.ts';
import { $staleRefusals } from './stale.ts';
import type { Page } from '../types.ts';

/** What a list shows. */
export interface ListView<R> {
  query: Query;
  page: Page<R> | null;
  loading: boolean;
  error: string;
}

/** A list and what changes it; each change answers once its request has been answered (or dropped). */
export interface ListStore<R> {
  $list: ReadableAtom<ListView<R>>;
  /** Sets some filters (back to page 1). */
  filter(changes: Query): Promise<void>;
  /** Goes to a page. */
  goTo(page: number): Promise<void>;
  /** Sorts by a column; the same column again flips the direction. */
  sortBy(column: string): Promise<void>;
  /** Asks again with the same query. */
  reload(): Promise<void>;
}

/** A list of `call`, starting from `initial` (page 1 of 25 rows unless it says otherwise). */
export function createList<R>(
  call: StaffCallDef<TSchema | undefined, TSchema | undefined, TSchema>,
  initial: Query,
): ListStore<R> {
  const $list = atom<ListView<R>>({
    query: { page: 1, pageSize: 25, ...initial },
    page: null,
    loading: true,
    error: '',
  });
  let latest = 0;

  const ask = async (query: Query): Promise<void> => {
    const id = ++latest;
    $list.set({ ...$list.get(), query, loading: true });
    try {
      const page = await staffCall<Page<R>>(call, { query });
      if (id === latest) $list.set({ query, page, loading: false, error: '' });
    } catch (failure) {
      if (id === latest) $list.set({ ...$list.get(), loading: false, error: failureText(failure) });
    }
  };
  const change = (next: (query: Query) => Query) => ask(next($list.get().query));

  onMount($list, () => {
    void ask($list.get().query);
    // A row action refused because a row moved on (stores/stale.ts): asked again, filters and page kept.
    return $staleRefusals.listen(() => void ask($list.get().query));
  });
  return {
    $list,
    filter: (changes) => change((q) => ({ ...q, ...changes, page: 1 })),
    goTo: (page) => change((q) => ({ ...q, page })),
    sortBy: (column) =>
      change((q) => ({ ...q, sort: column, dir: q.sort === column && q.dir === 'asc' ? 'desc' : 'asc', page: 1 })),
    reload: () => change((q) => q),
  };
}
