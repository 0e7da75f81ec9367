/** Short status messages shown in the page's live region, closed after TIMINGS.toastMs (SPEC §9). */
import { atom } from 'nanostores';
import { TIMINGS } from '../shared/constants.ts';

/** How a toast is shown: neutral information, success, or an error. */
export type ToastTone = 'info' | 'success' | 'error';

/** One message of the toast region. */
export interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
}

/** The toasts on screen, oldest first. */
export const $toasts = atom<Toast[]>([]);

let nextId = 1;

/** Removes one toast. */
export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/** Shows a message; it closes by itself after the toast time unless `sticky`. Returns its id. */
export function showToast(text: string, tone: ToastTone = 'info', sticky = false): number {
  const id = nextId++;
  $toasts.set([...$toasts.get().filter((toast) => toast.text !== text), { id, text, tone }]);
  if (!sticky) setTimeout(() => dismissToast(id), TIMINGS.toastMs);
  return id;
}
