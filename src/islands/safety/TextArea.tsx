/** A labelled textarea with a hint, a star when needed and an inline error (aria-describedby), as ui/Field.tsx's. */
import { describedBy, FieldLabel, Notes } from '../../ui/Field.tsx';

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
  return (
    <div className="field">
      <FieldLabel id={id} label={label} required={required} />
      <textarea
        id={id}
        name={name}
        className="field__control"
        rows={rows}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}
