/** Closing a dialog that holds typed text (Escape or Cancel): it asks before throwing the text away. */
import type { SyntheticEvent } from 'react';
import { text } from '../text.ts';

/**
 * True when the dialog may close: nothing typed, or staff agreed to lose it. Otherwise false, and the closing
 * (Escape's `cancel` event, when given) is stopped, so the dialog stays open as typed.
 */
export function mayDiscard(typed: boolean, event?: SyntheticEvent): boolean {
  if (!typed || window.confirm(text.common.discard)) return true;
  event?.preventDefault();
  return false;
}
