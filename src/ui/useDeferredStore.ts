/**
 * A store's value for an island whose data, when it arrives, renders a screenful at once (a grid of cards, a list
 * loaded in one call). React renders a store's change synchronously, in one task with its commit and effects: on a
 * cheap phone (10x) /home's nine cards took 210–290 ms of the main thread so (docs/PERFORMANCE.md). Deferred, the
 * change renders at once only the island with the value it had, and the new screen in a render React splits into
 * short tasks, committed in a task of its own. Not for state a tap changes (a button's busy state): that must show
 * at once.
 */
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useDeferredValue } from 'react';

/** The store's value, its changes rendered in a render React may split (useDeferredValue). */
export function useDeferredStore<Value>(store: ReadableAtom<Value>): Value {
  return useDeferredValue(useStore(store));
}
