/** A hook that calls back when the page is scrolled near its end (SPEC §9: threshold 0.8, throttle 150 ms). */
import { useEffect, useRef } from 'react';
import { TIMINGS } from '../shared/constants.ts';

/** True when the bottom of the viewport has passed the given share of the document's height. */
function isNearEnd(threshold: number = TIMINGS.endlessScrollThreshold): boolean {
  const root = document.documentElement;
  return window.scrollY + window.innerHeight >= root.scrollHeight * threshold;
}

/**
 * While `enabled`, checks on scroll and resize (at most once per throttle period) and whenever `revision`
 * changes (e.g. after a page was appended, to fill a tall screen), and calls `onNearEnd`.
 */
export function useNearEnd(enabled: boolean, revision: number, onNearEnd: () => void): void {
  const callback = useRef(onNearEnd);
  callback.current = onNearEnd;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` re-runs the check after a page was appended.
  useEffect(() => {
    if (!enabled) return undefined;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = (): void => {
      timer = undefined;
      last = Date.now();
      if (isNearEnd()) callback.current();
    };
    const throttled = (): void => {
      if (timer !== undefined) return;
      timer = setTimeout(check, Math.max(0, last + TIMINGS.endlessScrollThrottleMs - Date.now()));
    };
    throttled();
    window.addEventListener('scroll', throttled, { passive: true });
    window.addEventListener('resize', throttled, { passive: true });
    return () => {
      window.removeEventListener('scroll', throttled);
      window.removeEventListener('resize', throttled);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [enabled, revision]);
}
