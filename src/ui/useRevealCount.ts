/**
 * Renders a long list a few rows per task (docs/PERFORMANCE.md): rendering a page of 20 article cards in one go
 * blocked a phone's main thread for ~200 ms. The first rows come at once (the first screen and its largest text),
 * the rest ROWS_PER_TASK at a time, each in its own task, so taps and paints can come in between. Each step is a
 * transition, which React renders in slices of a few milliseconds; the lists' islands read their store with
 * useDeferredStore, so that the first rows too are rendered in slices (issue 44: at 10x CPU a render of four article
 * cards was a 100 ms task).
 */
import { startTransition, useEffect, useState } from 'react';
import { FIRST_SCREEN_ROWS, ROWS_PER_TASK } from '../shared/constants.ts';

/**
 * How many of `total` rows to render now: `first` (FIRST_SCREEN_ROWS unless more are already on the screen) at
 * once, then ROWS_PER_TASK more per task until all are shown. Rows once shown stay shown while the list grows (the
 * next page); an emptied list starts over.
 */
export function useRevealCount(total: number, first = FIRST_SCREEN_ROWS): number {
  const [revealed, setRevealed] = useState(0);
  const shown = Math.min(total, Math.max(FIRST_SCREEN_ROWS, first, revealed));

  useEffect(() => {
    if (total === 0 && revealed !== 0) setRevealed(0);
    if (shown >= total) return undefined;
    const timer = setTimeout(() => startTransition(() => setRevealed(Math.min(total, shown + ROWS_PER_TASK))), 0);
    return () => clearTimeout(timer);
  }, [shown, total, revealed]);

  return shown;
}
