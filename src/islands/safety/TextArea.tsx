/** A labelled textarea with a hint, a star when needed and an inline error (aria-describedby). */

/** Props of TextArea. */
export interface TextAreaProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  rows?: number;
  maxLength?: number;
  error?: string | undefined;
}

/** The textarea. */
export default function TextArea({ id, name, label, hint, required, rows = 5, maxLength, error }: TextAreaProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <div className="field__head">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <textarea
        id={id}
        name={name}
        className="field__control"
        rows={rows}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
