/**
 * Takes a form's first control in error to the focus, so that a screen reader reads it: its label, "invalid" and its
 * error (aria-describedby). The field errors are no live regions: several at once, each an alert, were read out in a
 * row without their fields ("Please fill this in." four times), and the focused field was then read again.
 */
export function focusInError(control: HTMLElement | null | undefined): void {
  if (!control) return;
  // Already focused (Enter pressed in it): focusing it again is no change and nothing would be read; it is left first.
  if (document.activeElement === control) control.blur();
  control.focus();
}
