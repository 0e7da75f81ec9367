/**
 * What the island of a page that draws its first screen before React (first-cards.ts, `client:painted`) does for
 * that page once it hydrates: it binds the shell (such a page has no layout script, so that React's file, which
 * holds the shell, is not asked for before the first screen) and says so to held-taps.ts; and from the frame its
 * own list (or error) comes in, the drawn cards go, a tap held on a drawn card's button made on its own card.
 */
import { useEffect, useLayoutEffect } from 'react';
import { bindShell, mountStatusWhenIdle } from '../../layouts/chrome/boot.ts';

/** Longest time the drawn rows wait for the island's list to show as many (it renders a few rows per task). */
const HAND_OVER_MAX_MS = 2000;

/** The window event that makes a tap held before the shell was bound again (the same name is in held-taps.ts). */
const SHELL_BOUND_EVENT = 'portal:shell-bound';

/**
 * Takes the drawn cards away as the island's own list shows them: a list that renders its rows a few per task
 * (EndlessList) takes the place of the drawn rows one by one, so the page never shrinks under a reader who has
 * scrolled; without a list (an error, an empty answer) they go at once. A drawn card's button tapped before React
 * is then tapped again on the island's own card.
 */
function handOver(): void {
  const drawn = document.querySelector<HTMLElement>('[data-first-cards]');
  if (!drawn || drawn.hidden) return;
  const tapped = [...drawn.children].findIndex((cell) => cell.querySelector('button[aria-busy="true"]'));
  const own = document.querySelector(`astro-island[client="painted"] ul.${drawn.classList[0] ?? 'grid'}`);
  let taken = 0;
  const follow = (all = false): void => {
    if (drawn.hidden) return;
    const shown = all || !own?.isConnected ? Number.POSITIVE_INFINITY : own.children.length;
    for (; taken < shown && drawn.firstElementChild; taken += 1) drawn.firstElementChild.remove();
    if (drawn.firstElementChild) return;
    watcher.disconnect();
    drawn.hidden = true;
    const button = own?.children[tapped]?.querySelector('button');
    if (button) setTimeout(() => button.click());
  };
  const watcher = new MutationObserver(() => follow());
  follow();
  if (drawn.hidden || !own) return;
  watcher.observe(own, { childList: true });
  setTimeout(() => follow(true), HAND_OVER_MAX_MS);
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
