/** The end of an editor form: the error the server gave for no field, then the submit and Cancel buttons. */
import { text } from '../text.ts';
import Failure from './Failure.tsx';

/** Props: the form-wide error (if any), the submit button's label, whether a save is under way, and Cancel. */
export interface FormActionsProps {
  error: string | undefined;
  submit: string;
  busy: boolean;
  onCancel: () => void;
}

/** The form's error banner and buttons. */
export function FormActions({ error, submit, busy, onCancel }: FormActionsProps) {
  return (
    <>
      <Failure text={error} />
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {submit}
        </button>
        <button type="button" onClick={onCancel}>
          {text.common.cancel}
        </button>
      </div>
    </>
  );
}
