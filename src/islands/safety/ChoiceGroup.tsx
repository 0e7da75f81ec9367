/**
 * A group of radio buttons or checkboxes in a fieldset, with its legend (a star when needed, and a hint: a required
 * checkbox group says what it needs there, as no attribute can) and an inline error.
 */

/** Props of ChoiceGroup. */
export interface ChoiceGroupProps {
  id: string;
  name: string;
  legend: string;
  /** Read with the legend, the group's name (e.g. 'Tick at least one.'). */
  hint?: string;
  type: 'radio' | 'checkbox';
  options: readonly { value: string; label: string }[];
  required?: boolean;
  error?: string | undefined;
  defaultValue?: string;
}

/** The fieldset; each option is a labelled input named `name`, described by the group's error (read as it takes the focus). */
export default function ChoiceGroup({
  id,
  name,
  legend,
  hint,
  type,
  options,
  required,
  error,
  defaultValue,
}: ChoiceGroupProps) {
  return (
    <fieldset className="field choice-group" aria-invalid={error ? true : undefined}>
      <legend className="field__label">
        {legend}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
        {hint ? <span className="field__hint"> {hint}</span> : null}
      </legend>
      {options.map((option) => (
        <label key={option.value} className="choice-group__option">
          <input
            type={type}
            name={name}
            value={option.value}
            defaultChecked={defaultValue === option.value}
            // The star is not read: a radio tells it needs an answer (a required checkbox would need every box ticked:
            // a checkbox group says it in its hint).
            required={required && type === 'radio'}
            aria-describedby={error ? `${id}-error` : undefined}
          />{' '}
          {option.label}
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
