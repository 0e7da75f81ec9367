/**
 * A styled file picker: the native input stays in the page (keyboard, screen readers, tests) but is drawn as a
 * button with the chosen file's name beside it, instead of the browser's bare "Choose File".
 */
import { useState, type ChangeEvent, type Ref } from 'react';

/** Props of FilePicker. */
export interface FilePickerProps {
  id: string;
  name?: string;
  /** The field's label (what is chosen). */
  label: string;
  /** The button's words ("Choose a PDF file"). */
  button: string;
  /** Shown until a file is chosen ("No file chosen"). */
  empty: string;
  hint?: string | undefined;
  error?: string | undefined;
  accept: string;
  required?: boolean;
  disabled?: boolean;
  onChange?: (file: File | undefined) => void;
  /** The chosen file's name when the caller keeps the choice (cleared after an upload); the picker's own otherwise. */
  chosen?: string | undefined;
  /** Announce the error as it appears (a choice that moves no focus). */
  announce?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The picker with its label, hint and error. */
export function FilePicker(props: FilePickerProps) {
  const { id, label, button, empty, hint, error, onChange, chosen: kept, announce, ref, ...input } = props;
  const [picked, setPicked] = useState('');
  const chosen = 'chosen' in props ? (kept ?? '') : picked;
  const change = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0];
    setPicked(file?.name ?? '');
    onChange?.(file);
  };
  const notes = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <div className="field__head">
        <span id={`${id}-label`} className="field__label">
          {label}
        </span>
        {input.required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <div className="file-picker">
        <input
          {...input}
          ref={ref}
          id={id}
          type="file"
          className="file-picker__input"
          aria-labelledby={`${id}-label ${id}-name`}
          aria-describedby={notes || undefined}
          aria-invalid={error ? true : undefined}
          onChange={change}
        />
        <label htmlFor={id} className="btn btn--secondary file-picker__button" aria-hidden="true">
          {button}
        </label>
        <span id={`${id}-name`} className="file-picker__name">
          {chosen || empty}
        </span>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role={announce ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
