/**
 * What a login or verify island does once it has hydrated (issue 44): these pages have no layout script, so that
 * nothing but the static card is on the first paint's path; the island mounts the status parts (offline notice,
 * update prompt, toasts) and says it owns its form, so a submit held before it (held-submit.ts) is made again.
 */
import { useEffect } from 'react';
import { mountStatusWhenIdle } from '../../layouts/chrome/boot.ts';

/** The window event held-submit.ts waits for (the same name is there). */
const FORM_READY_EVENT = 'portal:form-ready';

/** Mounts the page's status parts and releases a submit held before hydration; call after the form's own effects. */
export function useFormReady(): void {
  useEffect(() => {
    mountStatusWhenIdle();
    dispatchEvent(new Event(FORM_READY_EVENT));
  }, []);
}
