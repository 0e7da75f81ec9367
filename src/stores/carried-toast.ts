/** A toast that a page leaves for the next page it opens (e.g. the focus switch's confirmation for /home). */
import { showToast, type ToastTone } from './toasts.ts';

/** The sessionStorage key of the carried toast. */
const CARRIED_KEY = 'carriedToast';

/** Leaves `text` for the next page of this tab, which shows it once. */
export function carryToast(text: string, tone: ToastTone): void {
  try {
    sessionStorage.setItem(CARRIED_KEY, JSON.stringify({ text, tone }));
  } catch {
    // Without storage the next page simply shows nothing.
  }
}

/** Shows (once) the toast the previous page left, if any. */
export function showCarriedToast(): void {
  try {
    const carried: unknown = JSON.parse(sessionStorage.getItem(CARRIED_KEY) ?? 'null');
    sessionStorage.removeItem(CARRIED_KEY);
    const { text, tone } = (carried ?? {}) as { text?: unknown; tone?: unknown };
    if (typeof text === 'string' && (tone === 'info' || tone === 'success' || tone === 'error')) showToast(text, tone);
  } catch {
    // A broken or missing value shows nothing.
  }
}
