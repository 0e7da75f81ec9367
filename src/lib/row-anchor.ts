/**
 * Where a reader is in a list, by row rather than by pixel: the row at the top of the screen and how far from the
 * top it stands. A list's rows off the screen may not have their own height yet (an article's is estimated until
 * the reader nears it, `content-visibility: auto`), so the same row stands at another pixel offset in a list drawn
 * again (the list React renders in place of the one drawn before it, the list shown again through Back).
 */

/** A row of a list by its index among the list's rows, and its top in px from the top of the screen. */
export interface RowAnchor {
  index: number;
  top: number;
}

/** The rows of the page's list: the items of the first shown list with an accessible name in `main`. */
export function listRows(): HTMLCollection | undefined {
  return document.querySelector('main ul[aria-label]:not([hidden])')?.children;
}

/** The first of `rows` that reaches below the top of the screen (the last when none does), or undefined without rows. */
export function rowAtTop(rows: ArrayLike<Element> | undefined): RowAnchor | undefined {
  const count = rows?.length ?? 0;
  for (let index = 0; index < count; index += 1) {
    const box = rows?.[index]?.getBoundingClientRect();
    if (box && (box.bottom > 0 || index === count - 1)) return { index, top: box.top };
  }
  return undefined;
}

/** Frames in which keepRowAt puts the row back, from the first it is there (the rows near it take their height). */
const KEEP_FRAMES = 10;

/** Whether a keepRowAt is still at work: the first one keeps the reader's place, a later one gives way. */
let keeping = false;

/**
 * Scrolls the page so that the row `find` returns stands `top` px from the top of the screen: now, or once the row
 * is there (600 frames at most), and again in each of the KEEP_FRAMES frames after, then leaves the page to the
 * reader. Does nothing while another one is at work (a list shown again through Back keeps its row through the
 * hand-over from the rows drawn before React).
 */
export function keepRowAt(find: () => Element | undefined, top: number): void {
  if (keeping) return;
  keeping = true;
  let frames = 600;
  let left = KEEP_FRAMES;
  const step = (): void => {
    const row = find();
    if (row) {
      scrollBy(0, row.getBoundingClientRect().top - top);
      left -= 1;
    }
    if (left > 0 && --frames > 0) requestAnimationFrame(step);
    else keeping = false;
  };
  step();
}
