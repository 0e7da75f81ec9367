/**
 * The first screen's signal (issue 44, docs/PERFORMANCE.md "The first screen goes first"): a page that draws its
 * first screen from the head's early answer without React (src/islands/first-screen/first-cards.ts) says when it has painted,
 * or that it will not draw; `client:painted` islands wait for that before they load React's file, so that the file is
 * not on the first screen's path. No imports: the directive inlines this file.
 */

/**
 * The performance mark a page sets once its drawn first screen answers a tap before React (its cards are links: /home,
 * /articles):
 * where goal 5's script count stops (scripts/bench/web/interactive-script.ts).
 */
export const FIRST_SCREEN_USABLE_MARK = 'portal:first-screen-usable';

/**
 * The attribute the drawing script puts on an island whose skeleton a drawn list after it stands in for (hidden by
 * styles/_screens.scss), and the island's hand-over takes off (use-first-screen.ts).
 */
export const DRAWN_AFTER_ATTRIBUTE = 'data-drawn-after';

/** The window event of the signal. */
export const FIRST_SCREEN_EVENT = 'portal:first-screen';

/** The window property that keeps the signal (FirstScreenWindow), for a page's inline script that gives it. */
export const FIRST_SCREEN_FLAG = '__firstScreenPainted';

/** Longest wait for the signal: a page whose drawing script did not load still hydrates. */
const FIRST_SCREEN_MAX_WAIT_MS = 6000;

/** The window property that keeps the signal for whoever asks after it was given. */
interface FirstScreenWindow {
  __firstScreenPainted?: boolean;
}

const signalled = (): boolean => (globalThis as FirstScreenWindow).__firstScreenPainted === true;

/** Says that the first screen has painted (or will not be drawn): the waiting islands and layout script go on. */
export function firstScreenPainted(): void {
  if (signalled()) return;
  (globalThis as FirstScreenWindow).__firstScreenPainted = true;
  dispatchEvent(new Event(FIRST_SCREEN_EVENT));
}

/** Resolves after the next frame has painted (a task queued from its animation frame runs after that paint). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Resolves once the first screen has painted, or after FIRST_SCREEN_MAX_WAIT_MS in any case. */
export function whenFirstScreenPainted(): Promise<void> {
  if (signalled()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FIRST_SCREEN_MAX_WAIT_MS);
    addEventListener(
      FIRST_SCREEN_EVENT,
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
