/**
 * The profile pages' hook (apart from use-shell.ts, which every drawn page's island loads): their island takes the
 * place of the screen drawn before React from this device's storage.
 */
import { startTransition, useEffect, useState } from 'react';
import { useShell } from './use-shell.ts';

/**
 * For an island rendered in the browser only whose page draws its screen before React from this device's storage
 * (the profile pages, StoredProfile.astro) and hydrates it once that has painted (`client:painted`): binds the
 * shell, and is false while the island hydrates (it renders the drawn screen it was given), true from the next render
 * (it renders its own in the drawn one's place). That render is a transition, in React's slices: at 10x CPU the
 * profile's screen rendered at once was a 170-260 ms task.
 */
export function useDrawnScreen(): boolean {
  const [own, setOwn] = useState(false);
  useShell();
  useEffect(() => startTransition(() => setOwn(true)), []);
  return own;
}
