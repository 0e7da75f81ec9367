/**
 * The first screen goes first (docs/PERFORMANCE.md, item 18). Images below the fold get their address only once the
 * first screen's images have loaded and painted, and then only when they come within a screen's height of view.
 * Until then, on a slow line, they would share it with React and with the very images the member is waiting for,
 * and cost data and main-thread time for pictures the member may never scroll to. `loading="lazy"` alone does not
 * hold them back: Chrome starts lazy images 1,250–2,500 px below the screen, and a grid still loading is short.
 */
import { atom } from 'nanostores';

/** The longest wait for the first screen's images; after it, the other images load anyway (a stalled request). */
const BELOW_FOLD_MAX_WAIT_MS = 3000;

/** The `elementtiming` name of the first screen's images (src/ui/useFirstScreenImage.ts), which the release waits for. */
export const FIRST_SCREEN_TIMING = 'first-screen';

/** How near the screen an image below the fold must come to get its address: one screen's height below it. */
const NEAR_SCREEN = '0px 0px 100% 0px';

/** The attribute that holds a static image's address until it may load (home.astro). */
const HELD_SRC = 'data-below-fold-src';

/** Whether images below the fold may load once near the screen. */
export const $belowFoldReleased = atom(false);

let releasing = false;

/** An Element Timing entry (not in TypeScript's DOM types yet). */
interface ElementTiming extends PerformanceEntry {
  identifier: string;
}

/** Calls `onNear` once `element` is within a screen's height of view; returns a function that stops watching. */
export function whenNearScreen(element: Element, onNear: () => void): () => void {
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: NEAR_SCREEN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** Releases the images below the fold: the islands' ones ($belowFoldReleased) and the static ones (HELD_SRC). */
function release(): void {
  if ($belowFoldReleased.get()) return;
  $belowFoldReleased.set(true);
  for (const image of document.querySelectorAll<HTMLImageElement>(`img[${HELD_SRC}]`)) {
    whenNearScreen(image, () => {
      image.src = image.getAttribute(HELD_SRC) ?? '';
      image.removeAttribute(HELD_SRC);
    });
  }
}

/**
 * Called once the first screen is rendered (its data has arrived or failed): releases the images below the fold when
 * the browser reports every one of the first screen's images painted (Element Timing, Chromium; elsewhere once they
 * have loaded), at once when there are none, and after BELOW_FOLD_MAX_WAIT_MS in any case (a stalled or failed image).
 * Later calls do nothing.
 */
export function releaseBelowFold(): void {
  if (releasing) return;
  releasing = true;
  const firstScreen = [...document.querySelectorAll<HTMLImageElement>(`img[elementtiming="${FIRST_SCREEN_TIMING}"]`)];
  const timer = setTimeout(release, BELOW_FOLD_MAX_WAIT_MS);
  const done = () => {
    clearTimeout(timer);
    release();
  };
  if (firstScreen.length === 0) done();
  else if (PerformanceObserver.supportedEntryTypes.includes('element')) whenPainted(firstScreen.length, done);
  else void Promise.all(firstScreen.map((image) => image.decode().catch(() => undefined))).then(done);
}

/** Calls `onPainted` once the browser reports all `count` of the first screen's images painted (Element Timing). */
function whenPainted(count: number, onPainted: () => void): void {
  let painted = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if ((entry as ElementTiming).identifier === FIRST_SCREEN_TIMING) painted += 1;
    if (painted < count) return;
    observer.disconnect();
    onPainted();
  });
  observer.observe({ type: 'element', buffered: true });
}
