/**
 * The frame of every order form: the fields, then Cancel and 'Order Now' ('Processing...' while sending). A send that
 * takes long says it goes on, and Cancel becomes Close (stores/order-item.ts closeOrder).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { t } from '../../shared/messages/index.ts';
import { dropDraft, keepDraft, restoreDraft } from '../../lib/form-drafts.ts';
import { $orderForm, $orderItem, closeOrder, type OrderItem } from '../../stores/order-item.ts';
import { orderDraftKey, resumeOrder } from '../../stores/orders.ts';
import Button from '../../ui/Button.tsx';
import Form from '../../ui/Form.tsx';

/** Props every order form receives: the item being ordered. */
export interface OrderFormProps {
  item: OrderItem;
}

/** Props of OrderFormFrame. */
export interface OrderFormFrameProps {
  /** Called with the form's values when the member presses 'Order Now'. */
  onSubmit: (data: FormData) => void;
  children: ReactNode;
}

/**
 * A form without browser validation (the API decides; SPEC §5); the first field in error gets the focus. What was
 * typed is kept when the form closes unsent (Back, Escape, ×) and is there again when the same item's form reopens;
 * Cancel forgets it.
 */
export default function OrderFormFrame({ onSubmit, children }: OrderFormFrameProps) {
  const { busy, errors, alert, offer, slow } = useStore($orderForm);
  const item = useStore($orderItem);
  const draftKey = item ? orderDraftKey(item) : '';
  const leavable = busy && slow;
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (form.current && draftKey) restoreDraft(draftKey, form.current);
    resumeOrder(draftKey);
  }, [draftKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the first field in error whenever the errors change.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  // The form's alert (e.g. no answer) is scrolled into sight above the buttons, which stay at the bottom; again when
  // Send later joins them (a moment after the alert: its code loads then) and they take two rows on a phone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever the offer comes or goes.
  useEffect(() => {
    if (alert) form.current?.querySelector('.alert')?.scrollIntoView({ block: 'nearest' });
  }, [alert, offer]);

  // Cancel forgets what was typed; Close (a slow send goes on) keeps it until the send's outcome is known.
  const cancel = (): void => {
    if (!leavable) dropDraft(draftKey);
    closeOrder();
  };

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSubmit(new FormData(event.currentTarget));
  };

  return (
    <Form
      ref={form}
      className="form order-form"
      noValidate
      onSubmit={submit}
      onInput={(event) => draftKey && keepDraft(draftKey, event.currentTarget)}
    >
      {children}
      {alert ? (
        <p className="alert" role="alert">
          {alert}
        </p>
      ) : null}
      {leavable ? <p role="status">{t.orderForms.stillSending}</p> : null}
      <div className="order-form__actions">
        {offer ? (
          <Button variant="secondary" onClick={offer.send}>
            {offer.label}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={cancel} disabled={busy && !leavable}>
          {leavable ? t.orderForms.close : t.orders.cancel}
        </Button>
        <Button type="submit" busy={busy} busyLabel={t.orders.processing}>
          {t.orders.orderNow}
        </Button>
      </div>
    </Form>
  );
}
