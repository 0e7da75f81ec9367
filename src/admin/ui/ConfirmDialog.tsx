/**
 * A modal confirmation (the native <dialog>): a question, an optional reason field, Cancel and a confirm button; Escape,
 * Cancel, a reload or closing the tab with a reason typed asks before throwing it away.
 */
import { type SyntheticEvent, useRef, useState } from 'react';
import { mayDiscard } from './discard.ts';
import { useModalDialog } from './useModalDialog.ts';
import { useUnsaved } from './useUnsaved.ts';
import { text } from '../text.ts';

/** What to ask and what to do. */
export interface ConfirmProps {
  title: string;
  body: string;
  /** When set, a warning shown under the question (e.g. open safety records before an erasure). */
  warning?: string;
  confirmLabel: string;
  /** When set, a required text field with this label (e.g. the reason of a rejection). */
  reasonLabel?: string;
  danger?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** The dialog; it opens when mounted. */
export function ConfirmDialog(props: ConfirmProps) {
  const ref = useModalDialog();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  // A reason typed asks before a reload or closing the tab throws it away too.
  useUnsaved(reason.trim() !== '');
  const confirm = () => {
    if (props.reasonLabel && reason.trim() === '') {
      // The focus goes to the reason box, which then says what is missing.
      setMissing(true);
      reasonRef.current?.focus();
      return;
    }
    props.onConfirm(reason.trim());
  };
  // Escape or Cancel with a reason typed asks first: staying keeps the dialog open as typed.
  const leave = (event?: SyntheticEvent) => {
    if (mayDiscard(reason.trim() !== '', event)) props.onCancel();
  };
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="confirm-title" onCancel={leave}>
      <h2 id="confirm-title">{props.title}</h2>
      <p>{props.body}</p>
      {props.warning && (
        <p className="banner banner-error" data-testid="confirm-warning">
          {props.warning}
        </p>
      )}
      {props.reasonLabel && (
        <div className={missing ? 'field field-error' : 'field'}>
          <label htmlFor="confirm-reason">{props.reasonLabel}</label>
          <textarea
            ref={reasonRef}
            id="confirm-reason"
            value={reason}
            rows={3}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? 'confirm-reason-error' : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          {missing && (
            <small className="error" id="confirm-reason-error" role="alert">
              {text.form.required}
            </small>
          )}
        </div>
      )}
      <div className="actions">
        <button type="button" onClick={() => leave()}>
          {text.common.cancel}
        </button>
        <button type="button" className={props.danger ? 'danger' : 'primary'} onClick={confirm}>
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
