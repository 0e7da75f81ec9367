/** A labelled form control with its error under it (the error is tied to the control for screen readers). */
import type { ReactNode } from 'react';

/** Props of a field: its label, the control, an optional hint and error. */
export interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}

/** One field of a form. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className={error ? 'field field-error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <small className="hint">{hint}</small>}
      {error && (
        <small className="error" id={`${id}-error`} role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
