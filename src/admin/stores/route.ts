/** The console's address as a store (issue 41): the hash (#/doctors/12 …), followed while any screen reads it. */
import { atom, onMount } from 'nanostores';

/** The address's hash ('' at the start page). */
export const $hash = atom(typeof window === 'undefined' ? '' : window.location.hash);

onMount($hash, () => {
  const update = () => $hash.set(window.location.hash);
  update();
  window.addEventListener('hashchange', update);
  return () => window.removeEventListener('hashchange', update);
});
