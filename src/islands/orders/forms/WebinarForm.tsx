/** Webinar (SPEC §2 "Order forms by table"): date, time, title and additional info. */
import { useStore } from '@nanostores/react';
import { t } from '../../../shared/messages/index.ts';
import { $orderForm } from '../../../stores/order-item.ts';
import { commonFields, submitOrder } from '../../../stores/orders.ts';
import { Field } from '../../../ui/Field.tsx';
import OrderFormFrame, { type OrderFormProps } from '../OrderFormFrame.tsx';
import { ORDER_LABELS, TextAreaField, textOf, today } from './fields.tsx';

/** The webinar form; no client-side checks (SPEC §5): the API names the field at fault. */
export default function WebinarForm({ item }: OrderFormProps) {
  const { errors } = useStore($orderForm);
  const submit = (data: FormData): void => {
    void submitOrder(
      'webinar',
      {
        ...commonFields(item),
        webinar_date_on: textOf(data, 'webinar_date_on'),
        webinar_time: textOf(data, 'webinar_time'),
        webinar_title: textOf(data, 'webinar_title'),
        webinar_addl_info: textOf(data, 'webinar_addl_info'),
      },
      ORDER_LABELS,
    );
  };
  return (
    <OrderFormFrame onSubmit={submit}>
      <Field
        id="order-webinar_date_on"
        required
        name="webinar_date_on"
        type="date"
        min={today()}
        label={t.orderForms.date}
        error={errors.webinar_date_on}
      />
      <Field
        id="order-webinar_time"
        required
        name="webinar_time"
        type="time"
        label={t.orderForms.time}
        error={errors.webinar_time}
      />
      <Field
        id="order-webinar_title"
        required
        name="webinar_title"
        maxLength={200}
        label={t.orderForms.webinarTitle}
        error={errors.webinar_title}
      />
      <TextAreaField
        id="order-webinar_addl_info"
        name="webinar_addl_info"
        label={t.orderForms.additionalInfo}
        error={errors.webinar_addl_info}
      />
    </OrderFormFrame>
  );
}
