/**
 * Renders a long list a few rows per task (docs/PERFORMANCE.md): rendering a page of 20 article cards in one go
 * blocked a phone's main thread for ~200 ms. The first rows come at once (the first screen and its largest text),
 * the rest REVEAL_STEP at a time, each in its own task, so taps and paints can come in between.
 */
import { useEffect, useState } from 'react';

/** Rows rendered at once when a list first has rows: about a phone's first screen. */
const REVEAL_FIRST = 4;
/** Rows added per later task. */
const REVEAL_STEP = 4;

/**
 * How many of `total` rows to render now: `first` (REVEAL_FIRST unless more are already on the screen) at once, then
 * REVEAL_STEP more per task until all are shown. Rows once shown stay shown while the list grows (the next page); an
 * emptied list starts over.
 */
export function useRevealCount(total: number, first = REVEAL_FIRST): number {
  const [revealed, setRevealed] = useState(0);
  const shown = Math.min(total, Math.max(REVEAL_FIRST, first, revealed));

  useEffect(() => {
    if (total === 0 && revealed !== 0) setRevealed(0);
    if (shown >= total) return undefined;
    const timer = setTimeout(() => setRevealed(Math.min(total, shown + REVEAL_STEP)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, revealed]);

  return shown;
}
