/** The console's two focus facts: whether the keyboard lost its place, and how a notice or heading takes it. */

/** Whether the keyboard is nowhere (its element was removed, or nothing had it). */
export const focusLost = (): boolean => document.activeElement === null || document.activeElement === document.body;

/** Focuses an element that is not a control (a notice, a heading, a table) without adding it to the Tab order. */
export function focusStatic(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
}
