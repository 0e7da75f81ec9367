/**
 * Reads answered before a service worker controlled the page (a first visit: the worker installs after the page has
 * loaded). Their requests and answers are kept here, and stores/offline.ts hands them to the worker once it is
 * active, which saves them as it saves the reads it sees itself: a reload offline then shows what the doctor saw
 * (issue 40 §2), without asking the network twice.
 */
import type { FetchContext } from 'ofetch';

/** The first screen's reads are enough; a long session without a worker keeps no more. */
const LIMIT = 20;
const kept: FetchContext[] = [];

/** ofetch's onResponse hook of a saved-kind JSON read: keeps a 2xx answer while no service worker controls the page. */
export function keepUnsavedRead(context: FetchContext): void {
  if (context.response?.ok && globalThis.navigator?.serviceWorker?.controller === null && kept.length < LIMIT)
    kept.push(context);
}

/** Takes (and forgets) the reads kept so far: the request as sent (address, options) and the answer. */
export function takeUnsavedReads(): FetchContext[] {
  return kept.splice(0);
}
