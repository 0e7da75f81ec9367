/**
 * A server-paged console list (issue 41): the query (page, size, sort, filters, search), the page the server
 * answered, whether a request is under way and its refusal. Every change asks the server again; an answer that
 * arrives after a newer request was sent is dropped. It loads when its first reader binds it, and loads again while
 * bound when an action is refused because a row moved on (stores/stale.ts). The query lives in the address's hash
 * (#/doctors?q=sharma&page=3, stores/list-address.ts): read when the list is made and on Back/Forward, written on
 * every change — in place for the search, filters and sort, as a new history entry for another page.
 */
import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { TSchema } from 'typebox';
import type { StaffCallDef } from '../../shared/contract/admin/define.ts';
import { failureText, type Query, staffCall } from '../api.ts';
import { readQuery, knownParams, writeQuery } from './list-address.ts';
import { $hash, hashParams, hashPath, writeHash } from './route.ts';
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

/** How a list is made. */
export interface ListOptions {
  /** False for a second list on a screen: it leaves the address to the screen's main list. */
  address?: boolean;
}

/**
 * A list of `call`, starting from `initial` (page 1 of 25 rows unless it says otherwise) overlaid with the query in
 * the address.
 */
export function createList<R>(
  call: StaffCallDef<TSchema | undefined, TSchema | undefined, TSchema>,
  initial: Query,
  options: ListOptions = {},
): ListStore<R> {
  const defaults: Query = { page: 1, pageSize: 25, ...initial };
  const known = options.address === false || typeof window === 'undefined' ? {} : knownParams(call.query);
  // The screen's address (its hash without the query part): the list reads and writes only that address.
  const path = Object.keys(known).length > 0 ? hashPath(window.location.hash) : null;
  const fromAddress = (hash: string): Query => readQuery(hashParams(hash), known, defaults);
  const $list = atom<ListView<R>>({
    query: path === null ? defaults : fromAddress(window.location.hash),
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
  // True while the list writes the address: its own write is no Back or Forward to follow.
  let writing = false;
  // Asked first (the view takes the query at once), then written into the address.
  const change = (next: (query: Query) => Query, mode: 'push' | 'replace') => {
    const query = next($list.get().query);
    const answered = ask(query);
    if (path !== null && hashPath(window.location.hash) === path) {
      const search = writeQuery(query, known, defaults);
      const hash = search === '' ? path : `${path}?${search}`;
      if (hash !== window.location.hash) {
        writing = true;
        try {
          writeHash(hash, mode);
        } finally {
          writing = false;
        }
      }
    }
    return answered;
  };
  // Back or Forward to another query of this screen (or its link in the navigation: the defaults) asks for it.
  const follow = (hash: string) => {
    if (writing || path === null || hashPath(hash) !== path) return;
    const query = fromAddress(hash);
    if (writeQuery(query, known, defaults) !== writeQuery($list.get().query, known, defaults)) void ask(query);
  };

  onMount($list, () => {
    void ask($list.get().query);
    // A row action refused because a row moved on (stores/stale.ts): asked again, filters and page kept.
    const stopStale = $staleRefusals.listen(() => void ask($list.get().query));
    const stopAddress = path === null ? undefined : $hash.listen(follow);
    return () => {
      stopStale();
      stopAddress?.();
    };
  });
  return {
    $list,
    filter: (changes) => change((q) => ({ ...q, ...changes, page: 1 }), 'replace'),
    goTo: (page) => change((q) => ({ ...q, page }), 'push'),
    sortBy: (column) =>
      change(
        (q) => ({ ...q, sort: column, dir: q.sort === column && q.dir === 'asc' ? 'desc' : 'asc', page: 1 }),
        'replace',
      ),
    reload: () => change((q) => q, 'replace'),
  };
}
