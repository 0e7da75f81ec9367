/**
 * A labelled form control with its hint and error under it. The control (the field's one native input, select or
 * textarea, with the field's id) is marked aria-invalid while the error stands and described by the hint and error,
 * so a screen reader reads them when the control takes the focus.
 */
import { cloneElement, isValidElement, type ReactNode } from 'react';

/** Props of a field: its label, the control, an optional hint and error. */
export interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}

/** The ARIA attributes a native control takes from its field. */
interface Described {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** `children` with the field's state on it when it is the field's own native control; else as given. */
function described(children: ReactNode, id: string, error: string | undefined, hint: string | undefined): ReactNode {
  if (!isValidElement<Described>(children) || typeof children.type !== 'string' || children.props.id !== id)
    return children;
  const by = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return cloneElement(children, {
    ...(error ? { 'aria-invalid': true } : {}),
    ...(by ? { 'aria-describedby': by } : {}),
  });
}

/** One field of a form. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className={error ? 'field field-error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {described(children, id, error, hint)}
      {hint && (
        <small className="hint" id={`${id}-hint`}>
          {hint}
        </small>
      )}
      {error && (
        <small className="error" id={`${id}-error`} role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
