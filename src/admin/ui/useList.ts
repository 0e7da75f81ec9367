/** A console screen's server-paged list: the list store (stores/list.ts) made once per screen and bound. */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { TSchema } from 'typebox';
import type { StaffCallDef } from '../../shared/contract/admin/define.ts';
import type { Query } from '../api.ts';
import { createList, type ListOptions, type ListStore, type ListView } from '../stores/list.ts';

/** The state of a list and what changes it (each change settles itself: the store keeps its refusal). */
export type ListState<R> = ListView<R> & {
  [K in Exclude<keyof ListStore<R>, '$list'>]: (...args: Parameters<ListStore<R>[K]>) => void;
};

/** A list of `call`, starting from `initial` and the query in the address (unless `options.address` is false). */
export function useList<R>(
  call: StaffCallDef<TSchema | undefined, TSchema | undefined, TSchema>,
  initial: Query,
  options: ListOptions = {},
): ListState<R> {
  const [store] = useState(() => createList<R>(call, initial, options));
  const view = useStore(store.$list);
  return {
    ...view,
    filter: (changes) => void store.filter(changes),
    goTo: (page) => void store.goTo(page),
    sortBy: (column) => void store.sortBy(column),
    reload: () => void store.reload(),
  };
}
