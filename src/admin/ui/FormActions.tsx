/**
 * The end of an editor form: the error the server gave for no field, a save refused because someone else changed
 * the record (with the way to their version), then the submit and Cancel buttons.
 */
import { text } from '../text.ts';
import { FocusKeepingButton } from './FocusKeepingButton.tsx';
import Failure from './Failure.tsx';
import { StaleNotice } from './StaleNotice.tsx';

/** Props: the form-wide error (if any), the submit button's label, whether a save is under way, and Cancel. */
export interface FormActionsProps {
  error: string | undefined;
  submit: string;
  busy: boolean;
  onCancel: () => void;
  /** The server's sentence when someone else saved the record since the form opened it. */
  conflict?: string | undefined;
  /** Loads their version; absent: the form closes, and the list, asked again, shows it. */
  onReload?: () => void;
}

/** The form's error banner and buttons. */
export function FormActions({ error, submit, busy, onCancel, conflict, onReload }: FormActionsProps) {
  return (
    <>
      <Failure text={error} />
      <StaleNotice text={conflict} onReload={onReload ?? onCancel} />
      <div className="actions">
        <FocusKeepingButton type="submit" className="primary" unavailable={busy}>
          {submit}
        </FocusKeepingButton>
        <button type="button" onClick={onCancel}>
          {text.common.cancel}
        </button>
      </div>
    </>
  );
}
