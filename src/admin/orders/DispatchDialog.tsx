/**
 * The dispatch of a parcel order (the native <dialog>): the question, an optional courier and (for one order) an
 * optional tracking number (its spaces dropped), Cancel and the confirm button. A tracking number other than letters,
 * digits and dashes, or too long, is named before anything is sent; Escape, Cancel or a reload with text typed asks before throwing it away.
 */
import { type SyntheticEvent, useRef, useState } from 'react';
import { COURIER_MAX, TRACKING_MAX, TRACKING_PATTERN, trackingNumberOf } from '../../shared/contract/admin/orders.ts';
import type { DispatchInput } from '../stores/order-queue.ts';
import { text } from '../text.ts';
import { mayDiscard } from '../ui/discard.ts';
import { useModalDialog } from '../ui/useModalDialog.ts';
import { useUnsaved } from '../ui/useUnsaved.ts';

/** What to ask, what is stored already (editing) and what to do. */
export interface DispatchDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  /** False for a bulk dispatch: one courier for all, each tracking number set later on its row. */
  withTracking: boolean;
  /** The courier and tracking number stored already (editing them), else empty. */
  initial?: DispatchInput;
  onConfirm: (dispatch: DispatchInput) => void;
  onCancel: () => void;
}

/** The dialog; it opens when mounted. */
export function DispatchDialog(props: DispatchDialogProps) {
  const ref = useModalDialog();
  const [courier, setCourier] = useState(props.initial?.courier ?? '');
  const [tracking, setTracking] = useState(props.initial?.trackingNumber ?? '');
  const [badTracking, setBadTracking] = useState(false);
  const trackingRef = useRef<HTMLInputElement>(null);
  const typed = courier !== (props.initial?.courier ?? '') || tracking !== (props.initial?.trackingNumber ?? '');
  useUnsaved(typed);
  const confirm = () => {
    const trackingNumber = trackingNumberOf(tracking);
    if (!TRACKING_PATTERN.test(trackingNumber) || trackingNumber.length > TRACKING_MAX) {
      setBadTracking(true);
      trackingRef.current?.focus();
      return;
    }
    props.onConfirm({ courier: courier.trim(), trackingNumber: props.withTracking ? trackingNumber : '' });
  };
  const leave = (event?: SyntheticEvent) => {
    if (mayDiscard(typed, event)) props.onCancel();
  };
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="dispatch-title" onCancel={leave}>
      <h2 id="dispatch-title">{props.title}</h2>
      <p>{props.body}</p>
      <div className="field">
        <label htmlFor="dispatch-courier">{text.orders.courier}</label>
        <input
          id="dispatch-courier"
          value={courier}
          maxLength={COURIER_MAX}
          aria-describedby={props.withTracking ? undefined : 'dispatch-courier-hint'}
          onChange={(e) => setCourier(e.target.value)}
        />
        {!props.withTracking && (
          <small className="muted" id="dispatch-courier-hint">
            {text.orders.bulkCourierHint}
          </small>
        )}
      </div>
      {props.withTracking && (
        <div className={badTracking ? 'field field-error' : 'field'}>
          <label htmlFor="dispatch-tracking">{text.orders.trackingNumber}</label>
          <input
            ref={trackingRef}
            id="dispatch-tracking"
            value={tracking}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={badTracking || undefined}
            aria-describedby={badTracking ? 'dispatch-tracking-error' : 'dispatch-tracking-hint'}
            onChange={(e) => {
              setTracking(e.target.value);
              setBadTracking(false);
            }}
          />
          {badTracking ? (
            <small className="error" id="dispatch-tracking-error" role="alert">
              {text.orders.trackingFormat}
            </small>
          ) : (
            <small className="muted" id="dispatch-tracking-hint">
              {text.orders.trackingHint}
            </small>
          )}
        </div>
      )}
      <div className="actions">
        <button type="button" onClick={() => leave()}>
          {text.common.cancel}
        </button>
        <button type="button" className="primary" onClick={confirm}>
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
