/**
 * The chat window below the md breakpoint (src/styles/_tokens.scss $bp-md) covers the page: there it is a modal,
 * whose Tab and Shift+Tab go round its own controls; wider, it is a side panel and Tab goes on to the page.
 */
import { useSyncExternalStore, type KeyboardEvent } from 'react';

/**
 * Wider than this ($bp-md) the chat window is a side panel beside the page (src/styles/_chat.scss); the value is
 * checked against the token by tests/unit/breakpoints.test.ts.
 */
const SIDE_PANEL = '(min-width: 48rem)';
/** What Tab can reach inside the chat window. */
const TABBABLE = 'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled])';

const sidePanel = (): MediaQueryList => matchMedia(SIDE_PANEL);

/** Whether the chat window covers the page now (and again whenever the window crosses the breakpoint). */
export function useCoversPage(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = sidePanel();
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => !sidePanel().matches,
  );
}

/** Tab on the last control goes to the first, Shift+Tab on the first to the last, while the window covers the page. */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || sidePanel().matches) return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  const [from, to] = event.shiftKey ? [first, last] : [last, first];
  if (!to || document.activeElement !== from) return;
  event.preventDefault();
  to.focus();
}
