/** The portal's button: primary, secondary or link-styled, with a busy state that keeps its label readable. */
import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** Props of Button: native button attributes plus look and busy state. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  block?: boolean;
  /**
   * While true the button shows `busyLabel` (e.g. 'Sending...') and ignores clicks (a submit button does not submit),
   * but stays focusable (aria-disabled, not disabled): a disabled button would drop the keyboard focus to the body.
   */
  busy?: boolean;
  busyLabel?: ReactNode;
}

/** A button; type defaults to "button" so that only explicit submit buttons submit forms. */
export default function Button({
  variant = 'primary',
  block = false,
  busy = false,
  busyLabel,
  className,
  children,
  disabled,
  onClick,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['btn', variant === 'primary' ? '' : `btn--${variant}`, block ? 'btn--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={(busy && !disabled) || undefined}
      aria-busy={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
