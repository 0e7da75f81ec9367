/**
 * Moving to another screen (a nav link, a tab, a row's link, the sign-in) leaves the focus on the link that is no
 * longer current, or on the page's body, and a screen reader says nothing. This moves the focus to the new screen's
 * heading once it is there (a screen's code may still be loading), so the heading is read and Tab goes on from it.
 * The first screen of a page load keeps the browser's start (Tab reaches the skip link first).
 */
import { type RefObject, useEffect, useRef } from 'react';

/** How long a screen's heading is waited for before the move is given up. */
const WAIT_MS = 5_000;

/** Focuses the first h1 in `box` (tabIndex -1 lets a heading take it); false when it has none yet. */
export function focusScreenHeading(box: HTMLElement | null): boolean {
  const heading = box?.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

/** Focuses the screen's heading in `main` each time `screen` changes after the first. */
export function useScreenFocus(main: RefObject<HTMLElement | null>, screen: string): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `screen` is when to move.
  useEffect(() => {
    const box = main.current;
    if (first.current || !box) {
      first.current = false;
      return;
    }
    if (focusScreenHeading(box)) return;
    const watch = new MutationObserver(() => {
      if (focusScreenHeading(box)) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      watch.disconnect();
      clearTimeout(timer);
    };
    watch.observe(box, { childList: true, subtree: true });
    return stop;
  }, [screen]);
}
