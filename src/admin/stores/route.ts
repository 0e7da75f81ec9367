/**
 * The console's address as a store (issue 41): the hash (#/doctors/12 …), followed while any screen reads it. A hash
 * may carry a query part (#/doctors?q=sharma&page=3: a list's search, filters, sort and page, stores/list-address.ts).
 */
import { atom, onMount } from 'nanostores';

/** The address's hash ('' at the start page). */
export const $hash = atom(typeof window === 'undefined' ? '' : window.location.hash);

onMount($hash, () => {
  const update = () => $hash.set(window.location.hash);
  update();
  window.addEventListener('hashchange', update);
  return () => window.removeEventListener('hashchange', update);
});

/** A hash without its query part: `#/doctors?q=x` → `#/doctors`. */
export function hashPath(hash: string): string {
  const mark = hash.indexOf('?');
  return mark < 0 ? hash : hash.slice(0, mark);
}

/** The query part of a hash as parameters (none when it has none). */
export function hashParams(hash: string): URLSearchParams {
  const mark = hash.indexOf('?');
  return new URLSearchParams(mark < 0 ? '' : hash.slice(mark + 1));
}

/**
 * Writes `hash` into the address without a hashchange: as a new history entry (`push`, Back returns to the one
 * before) or in place of the current one (`replace`); $hash follows.
 */
export function writeHash(hash: string, mode: 'push' | 'replace'): void {
  if (mode === 'push') window.history.pushState(null, '', hash);
  else window.history.replaceState(window.history.state, '', hash);
  $hash.set(window.location.hash);
}
