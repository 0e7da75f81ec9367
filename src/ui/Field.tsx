/**
 * Labelled form controls with hint and inline error, wired for assistive technology (aria-describedby); an error goes
 * once the doctor edits its field (edited-errors.ts, for every field box of a form on the page).
 */
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';

// What hides an edited field's error comes as the focus first goes into a form (not in the first visit's bytes): before
// any edit (the focus goes to the field first), and before a submit's errors show.
if (typeof window !== 'undefined') {
  addEventListener('focusin', () => import('./edited-errors.ts').catch(() => {}), { capture: true, once: true });
}

interface FieldFrame {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

/** What a control is described by: its hint and its error, when shown. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/**
 * The label and, for a field the form needs, a star beside it (outside the label, so the field's name stays the
 * label's words; the control's `required` tells assistive technology).
 */
export function FieldLabel({ id, label, required }: { id: string; label: ReactNode; required: boolean | undefined }) {
  return (
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
  );
}

/** The hint and the inline error, both read with the field (aria-describedby): the form takes the focus to its first field in error (focusInError below). */
export function Notes({ id, hint, error }: Omit<FieldFrame, 'label'>) {
  return (
    <>
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
    </>
  );
}

/** Props of Field: a text-like input. */
export type FieldProps = FieldFrame & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** A text input with its label, hint and error. */
export function Field({ id, label, hint, error, ref, ...input }: FieldProps) {
  return (
    <div className="field">
      <FieldLabel id={id} label={label} required={input.required} />
      <input
        {...input}
        ref={ref}
        id={id}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

/** Props of SelectField: a select and its options. */
export type SelectFieldProps = FieldFrame &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly { value: string; label: string }[];
    ref?: Ref<HTMLSelectElement>;
  };

/** A select with its label, hint and error. */
export function SelectField({ id, label, hint, error, options, ref, ...select }: SelectFieldProps) {
  return (
    <div className="field">
      <FieldLabel id={id} label={label} required={select.required} />
      <select
        {...select}
        ref={ref}
        id={id}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

/** Props of CheckboxField. */
export type CheckboxFieldProps = Omit<FieldFrame, 'hint'> &
  InputHTMLAttributes<HTMLInputElement> & {
    ref?: Ref<HTMLInputElement>;
  };

/** A checkbox with its label beside it and an error below. */
export function CheckboxField({ id, label, error, ref, ...input }: CheckboxFieldProps) {
  return (
    <div className="field">
      <label className="check" htmlFor={id}>
        <input
          {...input}
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      <Notes id={id} error={error} />
    </div>
  );
}

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
