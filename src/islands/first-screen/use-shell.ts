/**
 * What every island of a page drawn before React does once it hydrates: such a page has no layout script (so that
 * React's file, which holds the shell, is not asked for before the first screen), and the island binds the shell.
 */
import { startTransition, useEffect, useState } from 'react';
import { bindShell, mountStatusWhenIdle } from '../../layouts/chrome/boot.ts';

/** Binds the page's shell once the island has hydrated: its page has no layout script (alone: a page with no list). */
export function useShell(): void {
  useEffect(() => {
    // A task of its own: the island's other effects (its first call) run in the task React hydrated it in.
    const timer = setTimeout(() => {
      bindShell();
      mountStatusWhenIdle();
    });
    return () => clearTimeout(timer);
  }, []);
}

/**
 * For an island rendered in the browser only whose page draws its screen before React from this device's storage
 * (the profile pages, StoredProfile.astro) and hydrates it once that has painted (`client:painted`): binds the
 * shell, and is false while the island hydrates (it renders the drawn screen it was given), true from the next render
 * (it renders its own in the drawn one's place). That render is a transition, in React's slices: at 10x CPU the
 * profile's screen rendered at once was a 180-220 ms task.
 */
export function useDrawnScreen(): boolean {
  const [own, setOwn] = useState(false);
  useShell();
  useEffect(() => startTransition(() => setOwn(true)), []);
  return own;
}
