/**
 * A button that stays in the tab order while it cannot act (a save under way, a page loading, nothing ticked):
 * `aria-disabled` instead of `disabled`, its clicks ignored. A disabled button loses the focus, and a keyboard user
 * lands on the page's body, to Tab from the top again.
 */
import type { ButtonHTMLAttributes } from 'react';

/** Props: a button's, and whether it cannot act now. */
export interface FocusKeepingButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  unavailable: boolean;
}

/** The button; a click while unavailable does nothing (not even submit its form). */
export function FocusKeepingButton({ unavailable, onClick, type = 'button', ...rest }: FocusKeepingButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-disabled={unavailable || undefined}
      onClick={(event) => {
        if (unavailable) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
