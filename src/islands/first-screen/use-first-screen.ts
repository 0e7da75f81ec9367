/**
 * What the island of a page that draws its first screen before React (first-cards.ts, `client:painted`) does for
 * that page once it hydrates: it binds the shell (such a page has no layout script, so that React's file, which
 * holds the shell, is not asked for before the first screen); and in the frame its own
 * list (or error) comes in, the drawn cards go, a tap held on a drawn card's button made on its own card.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { bindShell, mountStatusWhenIdle } from '../../layouts/chrome/boot.ts';

/** The cell and the button (by their order) of the drawn list's button tapped before React, if one was. */
function tappedIn(drawn: Element): { cell: number; button: number } | undefined {
  const cells = [...drawn.children];
  const cell = cells.findIndex((each) => each.querySelector('button[aria-busy="true"]'));
  const buttons = [...(cells[cell]?.querySelectorAll('button') ?? [])];
  const button = buttons.findIndex((each) => each.getAttribute('aria-busy') === 'true');
  return cell < 0 ? undefined : { cell, button };
}

/**
 * Takes the drawn cards (and intro) away in the frame the island's own list (or error) comes in: the list is a new
 * box in their place, so nothing on the screen shifts. A drawn card's button tapped before React (a product's title,
 * an emailer's Download or E-mail) is tapped again, the same button of the island's own card.
 */
function handOver(): void {
  for (const drawn of document.querySelectorAll<HTMLElement>('[data-first-cards]:not([hidden])')) {
    const tapped = tappedIn(drawn);
    drawn.replaceChildren();
    drawn.hidden = true;
    if (!tapped) continue;
    const own = document.querySelector(`astro-island[client="painted"] ul.${drawn.classList[0] ?? 'grid'}`);
    const button = own?.children[tapped.cell]?.querySelectorAll('button')[tapped.button];
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

/** Binds the page's shell once, and hands the drawn first screen over when `settled` (grid or error rendered). */
export function useFirstScreen(settled: boolean): void {
  useShell();
  useLayoutEffect(() => {
    if (settled) handOver();
  }, [settled]);
}

/**
 * For an island rendered in the browser only whose page draws its screen before React from this device's storage
 * (the profile pages, StoredProfile.astro) and hydrates it once that has painted (`client:painted`): binds the
 * shell, and is false while the island hydrates (it renders the drawn screen it was given), true from the next render
 * (it renders its own in the drawn one's place).
 */
export function useDrawnScreen(): boolean {
  const [own, setOwn] = useState(false);
  useShell();
  useEffect(() => setOwn(true), []);
  return own;
}
