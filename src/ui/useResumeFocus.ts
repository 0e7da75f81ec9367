/**
 * A list's Try again takes its button away once pressed: the focus, left on the page's body, would send a keyboard
 * or screen reader user back to the top. It goes instead to the first row the retry brought.
 */
import { useRef } from 'react';

/** What a list needs: its retry (`onRetry` after noting where its new rows begin) and the props of row `index`. */
export function useResumeFocus(count: number, onRetry: () => void) {
  const resumeAt = useRef(-1);
  const resume = (row: HTMLLIElement | null): void => {
    // Not when the doctor has gone on elsewhere meanwhile.
    if (!row || (document.activeElement && document.activeElement !== document.body)) return;
    resumeAt.current = -1;
    row.focus();
  };
  return {
    retry: (): void => {
      resumeAt.current = count;
      onRetry();
    },
    rowProps: (index: number) => (index === resumeAt.current ? { tabIndex: -1, ref: resume } : {}),
  };
}
