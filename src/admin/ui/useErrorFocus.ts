/**
 * A refused save shows where it was refused: the focus moves to the form's first field in error (on a phone it may be
 * a screen or more above the Save button), or, when the refusal names no field, its banner is scrolled into view.
 */
import { type RefObject, useEffect, useRef } from 'react';
import type { FieldErrors } from '../validate.ts';

/** The control of the first field in error (Field marks its box `field-error`). */
const FIRST_IN_ERROR = '.field-error :is(input:not([type="hidden"]), select, textarea, button)';

/** Returns the ref of a form whose first field in error takes the focus each time `errors` changes to some. */
export function useErrorFocus(errors: FieldErrors): RefObject<HTMLFormElement | null> {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form || Object.keys(errors).length === 0) return;
    const control = form.querySelector<HTMLElement>(FIRST_IN_ERROR);
    if (control) {
      control.focus({ preventScroll: true });
      control.scrollIntoView({ block: 'center' });
      return;
    }
    (form.closest('section') ?? form).querySelector('[role="alert"]')?.scrollIntoView({ block: 'nearest' });
  }, [errors]);
  return ref;
}
