/**
 * A server-paged list: the query (page, size, sort, filters, search) lives here, each change asks the server again,
 * and an answer that arrives after a newer request was sent is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TSchema } from 'typebox';
import type { StaffCallDef } from '../../shared/contract/admin/define.ts';
import { failureText, type Query, staffCall } from '../api.ts';
import type { Page } from '../types.ts';

/** The state of a list and what changes it. */
export interface ListState<R> {
  query: Query;
  page: Page<R> | null;
  loading: boolean;
  error: string;
  /** Sets some filters (back to page 1). */
  filter: (changes: Query) => void;
  /** Goes to a page. */
  goTo: (page: number) => void;
  /** Sorts by a column; the same column again flips the direction. */
  sortBy: (column: string) => void;
  /** Asks again with the same query. */
  reload: () => void;
}

/** A list of `call`, starting from `initial`. */
export function useList<R>(
  call: StaffCallDef<TSchema | undefined, TSchema | undefined, TSchema>,
  initial: Query,
): ListState<R> {
  const [query, setQuery] = useState<Query>({ page: 1, pageSize: 25, ...initial });
  const [page, setPage] = useState<Page<R> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [round, setRound] = useState(0);
  const latest = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` makes reload() ask again with an unchanged query.
  useEffect(() => {
    const id = ++latest.current;
    setLoading(true);
    staffCall<Page<R>>(call, { query })
      .then((answer) => {
        if (id !== latest.current) return;
        setPage(answer);
        setError('');
      })
      .catch((failure: unknown) => {
        if (id !== latest.current) return;
        setError(failureText(failure));
      })
      .finally(() => {
        if (id === latest.current) setLoading(false);
      });
  }, [call, query, round]);

  const filter = useCallback((changes: Query) => setQuery((q) => ({ ...q, ...changes, page: 1 })), []);
  const goTo = useCallback((next: number) => setQuery((q) => ({ ...q, page: next })), []);
  const sortBy = useCallback(
    (column: string) =>
      setQuery((q) => ({ ...q, sort: column, dir: q.sort === column && q.dir === 'asc' ? 'desc' : 'asc', page: 1 })),
    [],
  );
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { query, page, loading, error, filter, goTo, sortBy, reload };
}
