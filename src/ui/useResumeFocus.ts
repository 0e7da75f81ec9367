/**
 * A list's Try again takes its button away once pressed: the focus, left on the page's body, would send a keyboard
 * or screen reader user back to the top. It goes instead to the first row the retry brought.
 */
import { useRef } from 'react';

/** What a list needs: its retry (`onRetry` after noting where its new rows begin) and the props of row `index`. */
export function useResumeFocus(count: number, onRetry: () => void) {
  const resumeAt = useRef(-1);
  const resumed = useRef(false);
  // Once, when the row comes, unless the doctor has gone on elsewhere meanwhile. The row stays focusable (tabIndex
  // -1): taking that away while it has the focus would drop the focus to the body again.
  const resume = (row: HTMLLIElement | null): void => {
    if (!row || resumed.current) return;
    resumed.current = true;
    if (document.activeElement === document.body) row.focus();
  };
  return {
    retry: (): void => {
      resumeAt.current = count;
      resumed.current = false;
      onRetry();
    },
    rowProps: (index: number) => (index === resumeAt.current ? { tabIndex: -1, ref: resume } : {}),
  };
}
