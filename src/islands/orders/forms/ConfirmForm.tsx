/**
 * Accessories, therapy specific and digital (SPEC §2 "Order forms by table"): a plain order confirmed with
 * 'Order Now'; digital asks 'Want to order now?' first and, on success, opens the item's link in a new tab.
 */
import { t } from '../../../shared/messages/index.ts';
import { commonFields, submitOrder } from '../../../stores/orders.ts';
import OrderFormFrame, { type OrderFormProps } from '../OrderFormFrame.tsx';
import { ORDER_LABELS } from './fields.tsx';

/** The question and the order button. */
export default function ConfirmForm({ item }: OrderFormProps) {
  const table = item.table === 'digital' || item.table === 'therapy_specific' ? item.table : 'accessories';
  const submit = (): void => {
    void submitOrder(table, commonFields(item), ORDER_LABELS);
  };
  return (
    <OrderFormFrame onSubmit={submit}>
      <p className="order-form__intro">
        {table === 'digital' ? t.orderForms.digitalQuestion : t.orderForms.plainQuestion(item.title)}
      </p>
    </OrderFormFrame>
  );
}
