/** Moves the focus to a form's first field in error whenever its errors change (the safety forms, issue 40 §1). */
import { type RefObject, useEffect } from 'react';
import { focusInError } from '../../ui/Field.tsx';

/** Focuses the first control marked aria-invalid in `form` (a group's first input) each time `errors` changes. */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: object): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first field in error takes the focus whenever the errors change.
  useEffect(() => {
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const control = invalid?.matches('input, select, textarea') ? invalid : invalid?.querySelector('input');
    focusInError(control);
  }, [errors]);
}
