/**
 * A store's value for an island whose data, when it arrives, renders a screenful at once (a grid of cards, a list
 * loaded in one call, a page of an endless list). React renders a store read with `useStore` (useSyncExternalStore)
 * synchronously on every change, in one task with its commit and effects: on a cheap phone (10x) /home's nine cards
 * took 210–290 ms of the main thread so, and the island's first render after hydration (idle, then loading: the same
 * placeholders) ran in the task of its effects (docs/PERFORMANCE.md). Read here, every change renders in a
 * transition, which React splits into short tasks and commits in a task of its own. Not for state a tap changes (a
 * button's busy state): that must show at once.
 */
import type { ReadableAtom } from 'nanostores';
import { startTransition, useEffect, useState } from 'react';

/** The store's value; its changes rendered in a transition. */
export function useDeferredStore<Value>(store: ReadableAtom<Value>): Value {
  const [value, setValue] = useState(store.get);
  // subscribe() also gives the value of now: a change between the render and this effect is not lost.
  useEffect(() => store.subscribe((next) => startTransition(() => setValue(() => next))), [store]);
  return value;
}
