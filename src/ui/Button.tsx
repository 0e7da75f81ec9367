/** The portal's button: primary, secondary or link-styled, with a busy state that keeps its label readable. */
import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** Props of Button: native button attributes plus look and busy state. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  block?: boolean;
  /** While true the button is disabled and shows `busyLabel` (e.g. 'Sending...'). */
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
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['btn', variant === 'primary' ? '' : `btn--${variant}`, block ? 'btn--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
