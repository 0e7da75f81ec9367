/**
 * What every island of a page drawn before React does once it hydrates: such a page has no layout script (so that
 * React's file, which holds the shell, is not asked for before the first screen), and the island binds the shell.
 */
import { useEffect } from 'react';
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
