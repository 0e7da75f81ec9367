/**
 * What the island of a page that draws its first screen before React (first-cards.ts, `client:painted`) does for
 * that page once it hydrates: it binds the shell (use-shell.ts); and in the frame its own list (or error) comes in,
 * the drawn cards go, a tap held on a drawn card's button made on its own card, and a drawn card's focused link
 * handed to its own card.
 */
import { useLayoutEffect } from 'react';
import { keepRowAt, rowAtTop } from '../../lib/row-anchor.ts';
import { useShell } from './use-shell.ts';

/**
 * The links and buttons of a list's cards: a drawn list has them in the same order as the island's, which has the
 * drawn rows at least (drawnRowsInView).
 */
const CONTROLS = 'a, button';

/** The index among the drawn list's links and buttons of the first one `is` picks, or -1. */
function indexIn(drawn: Element, is: (control: Element) => boolean): number {
  return [...drawn.querySelectorAll(CONTROLS)].findIndex(is);
}

/**
 * The mark of an island whose skeleton a drawn list after it stands in for (DRAWN_AFTER_ATTRIBUTE of
 * layouts/first-screen.ts, which this file does not import: shared with it, that file would move into React's file,
 * which the drawing script must not wait for).
 */
const DRAWN_AFTER = 'data-drawn-after';

/**
 * Whether the reader has moved the page: read when this code arrives (laid out by then), then set by a scroll. Read
 * in the hand-over, after React's commit, `scrollY` would lay the new page out at once, inside the commit's task.
 */
let moved = false;
if (typeof window !== 'undefined') {
  moved = scrollY > 0;
  addEventListener('scroll', () => {
    moved = true;
  });
}

/**
 * Takes the drawn cards (and intro) away in the frame the island's own list (or error) comes in: the list is a new
 * box in their place, and a reader scrolled down it sees the same row at the same place (the rows above may have
 * another height in the new list until they are drawn, row-anchor.ts). A drawn card's button tapped before React
 * (a product's title, an emailer's Download or E-mail) is tapped again, the same button of the island's own card;
 * a focused one (a keyboard reader's Tab) hands the focus to it.
 */
function handOver(): void {
  for (const drawn of document.querySelectorAll<HTMLElement>('[data-first-cards]:not([hidden])')) {
    const tapped = indexIn(drawn, (control) => control.getAttribute('aria-busy') === 'true');
    const focused = indexIn(drawn, (control) => control === document.activeElement);
    // Only a list the reader is on: a page opened at a part below it (/services#order-history) stays there.
    const atTop = moved ? rowAtTop(drawn.children) : undefined;
    drawn.replaceChildren();
    drawn.hidden = true;
    for (const island of document.querySelectorAll(`[${DRAWN_AFTER}]`)) island.removeAttribute(DRAWN_AFTER);
    const own = document.querySelector(`astro-island[client="painted"] ul.${drawn.classList[0] ?? 'grid'}`);
    const controls = own?.querySelectorAll<HTMLElement>(CONTROLS);
    if (atTop && atTop.top < innerHeight) keepRowAt(() => own?.children[atTop.index], atTop.top);
    // Else the focus would go back to the page's start with the drawn control.
    controls?.[focused]?.focus();
    const button = controls?.[tapped];
    if (button) setTimeout(() => button.click());
  }
}

/**
 * How many drawn rows a reader sees or has scrolled past (0 without drawn rows): a list that renders its rows a few
 * per task (EndlessList) renders these at once when it takes over, so that the page does not shorten under the
 * reader.
 */
export function drawnRowsInView(): number {
  if (typeof document === 'undefined') return 0; // rendered at build time
  const rows = document.querySelectorAll('[data-first-cards]:not([hidden]) > li');
  return [...rows].filter((row) => row.getBoundingClientRect().top < innerHeight).length;
}

/** Binds the page's shell once, and hands the drawn first screen over when `settled` (grid or error rendered). */
export function useFirstScreen(settled: boolean): void {
  useShell();
  useLayoutEffect(() => {
    if (settled) handOver();
  }, [settled]);
}
