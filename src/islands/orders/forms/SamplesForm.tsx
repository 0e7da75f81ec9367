/**
 * Samples (SPEC §2 "Product order modal"): composition, quantity ('Scripts Qty' first), dose when the product has doses,
 * message; above them the packs left this sample year, or instead of them why the doctor cannot order yet (UCPMP 2024).
 */
import { useStore } from '@nanostores/react';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../../shared/constants.ts';
import { t } from '../../../shared/messages/index.ts';
import { $orderForm, commonFields, submitOrder } from '../../../stores/orders.ts';
import { SelectField } from '../../../ui/Field.tsx';
import OrderFormFrame, { type OrderFormProps } from '../OrderFormFrame.tsx';
import { ORDER_LABELS, TextAreaField, textOf } from './fields.tsx';
import { SafetyLinks } from './SafetyLinks.tsx';
import { SamplesBlocked, useSampleAllowance } from './SampleAllowance.tsx';

const QUANTITY_OPTIONS = [
  { value: '', label: t.orderForms.quantityPlaceholder },
  ...Array.from({ length: QUANTITY_MAX - QUANTITY_MIN + 1 }, (_, i) => ({
    value: String(QUANTITY_MIN + i),
    label: String(QUANTITY_MIN + i),
  })),
];

/** The samples form; no client-side checks (SPEC §5): the API names the field at fault. */
export default function SamplesForm({ item }: OrderFormProps) {
  const { errors } = useStore($orderForm);
  const doses = item.product?.doses ?? [];
  const allowance = useSampleAllowance(item.product?.id, item.product?.title ?? item.title);
  const links = item.product ? <SafetyLinks id={item.product.id} title={item.product.title} /> : null;
  if (allowance?.kind === 'blocked')
    return (
      <>
        <SamplesBlocked reason={allowance.reason} />
        {links}
      </>
    );
  const submit = (data: FormData): void => {
    void submitOrder(
      'samples',
      {
        ...commonFields(item),
        message: textOf(data, 'message'),
        qty: textOf(data, 'qty'),
        ...(doses.length > 0 ? { dose: textOf(data, 'dose') } : {}),
      },
      ORDER_LABELS,
    );
  };
  return (
    <OrderFormFrame onSubmit={submit}>
      {allowance ? (
        <p className="order-form__intro sample-note" role="status">
          {allowance.text}
        </p>
      ) : null}
      {item.product?.composition ? (
        <p className="order-form__intro">
          <strong>{t.orderForms.composition}:</strong> {item.product.composition}
        </p>
      ) : null}
      <SelectField
        id="order-qty"
        required
        name="qty"
        label={t.orderForms.quantity}
        options={QUANTITY_OPTIONS}
        defaultValue=""
        error={errors.qty}
      />
      {doses.length > 0 ? (
        <SelectField
          id="order-dose"
          required
          name="dose"
          label={t.orderForms.dose}
          defaultValue=""
          error={errors.dose}
          options={[{ value: '', label: t.orderForms.dosePlaceholder }, ...doses.map((d) => ({ value: d, label: d }))]}
        />
      ) : null}
      <TextAreaField id="order-message" name="message" label={t.orderForms.message} error={errors.message} />
      {links}
    </OrderFormFrame>
  );
}
