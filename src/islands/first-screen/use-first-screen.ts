/**
 * What the island of a page that draws its first screen before React (first-cards.ts, `client:painted`) does for
 * that page once it hydrates: it binds the shell (such a page has no layout script, so that React's file, which
 * holds the shell, is not asked for before the first screen) and says so to held-taps.ts; and in the frame its own
 * grid (or error) comes in, the drawn cards go, a tap held on a drawn card's button made on its own card.
 */
import { useEffect, useLayoutEffect } from 'react';
import { bindShell, mountStatusWhenIdle } from '../../layouts/chrome/boot.ts';

/** The window event that makes a tap held before the shell was bound again (the same name is in held-taps.ts). */
const SHELL_BOUND_EVENT = 'portal:shell-bound';

/** Takes the drawn cards away; a drawn card's button tapped before React is tapped again on the island's own card. */
function handOver(): void {
  const drawn = document.querySelector<HTMLElement>('[data-first-cards]');
  if (!drawn) return;
  const tapped = [...drawn.children].findIndex((cell) => cell.querySelector('button[aria-busy="true"]'));
  drawn.replaceChildren();
  drawn.hidden = true;
  const own = document.querySelectorAll('astro-island[client="painted"] .grid > .grid__cell')[tapped];
  const button = own?.querySelector('button');
  if (button) setTimeout(() => button.click());
}

/** Binds the page's shell once, and hands the drawn first screen over when `settled` (grid or error rendered). */
export function useFirstScreen(settled: boolean): void {
  useEffect(() => {
    bindShell();
    dispatchEvent(new Event(SHELL_BOUND_EVENT));
    mountStatusWhenIdle();
  }, []);
  useLayoutEffect(() => {
    if (settled) handOver();
  }, [settled]);
}
