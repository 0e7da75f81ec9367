/** Sanitization (SPEC §2 "Order forms by table"): the date and time of the visit. */
import { useStore } from '@nanostores/react';
import { t } from '../../../shared/messages/index.ts';
import { $orderForm } from '../../../stores/order-item.ts';
import { commonFields, submitOrder } from '../../../stores/orders.ts';
import { Field } from '../../../ui/Field.tsx';
import OrderFormFrame, { type OrderFormProps } from '../OrderFormFrame.tsx';
import { ORDER_LABELS, textOf, today } from './fields.tsx';

/** The sanitization form; no client-side checks (SPEC §5): the API names the field at fault. */
export default function SanitizationForm({ item }: OrderFormProps) {
  const { errors } = useStore($orderForm);
  const submit = (data: FormData): void => {
    void submitOrder(
      'sanitization',
      {
        ...commonFields(item),
        date_on: textOf(data, 'date_on'),
        time_at: textOf(data, 'time_at'),
      },
      ORDER_LABELS,
    );
  };
  return (
    <OrderFormFrame onSubmit={submit}>
      <Field
        id="order-date_on"
        required
        name="date_on"
        type="date"
        min={today()}
        label={t.orderForms.date}
        error={errors.date_on}
      />
      <Field id="order-time_at" required name="time_at" type="time" label={t.orderForms.time} error={errors.time_at} />
    </OrderFormFrame>
  );
}
