/** Opens a native <dialog> as a modal while its component is on the page. */
import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * A ref for a <dialog> shown with showModal() when mounted and closed before it leaves the page, so the browser
 * gives the focus back to what opened it (a removed open dialog leaves a keyboard user on the page's body).
 */
export function useModalDialog(): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);
  return ref;
}
