/**
 * Samples (SPEC §2 "Product order modal"): composition (English: lang=en on a Hindi or Nepali page), quantity
 * ('Scripts Qty' first; only what may still be ordered), dose when the product has doses, message; above them the
 * packs left this sample year, or instead of them why the doctor cannot order yet or has used the year's packs up
 * (UCPMP 2024).
 */
import { useStore } from '@nanostores/react';
import { textLang } from '../../../lib/text-lang.ts';
import { t } from '../../../shared/messages/index.ts';
import { $orderForm } from '../../../stores/order-item.ts';
import { commonFields, showOrderErrors } from '../../../stores/orders.ts';
import { missingSampleChoices, quantityChoices, submitSampleOrder } from '../../../stores/sample-order.ts';
import { SelectField } from '../../../ui/Field.tsx';
import OrderFormFrame, { type OrderFormProps } from '../OrderFormFrame.tsx';
import { ORDER_LABELS, TextAreaField, textOf } from './fields.tsx';
import { SafetyLinks } from './SafetyLinks.tsx';
import { SamplesBlocked, SamplesUsedUp, useSampleAllowance } from './SampleAllowance.tsx';

/** What the form says of a choice left empty. */
const REQUIRED = { qty: t.orderForms.quantityRequired, dose: t.orderForms.doseRequired } as const;

/** The samples form; an empty quantity or dose is named at once, the rest the API checks (it names the field). */
export default function SamplesForm({ item }: OrderFormProps) {
  const { errors } = useStore($orderForm);
  const doses = item.product?.doses ?? [];
  const allowance = useSampleAllowance(item.product?.id, item.title);
  const links = item.product ? <SafetyLinks id={item.product.id} title={item.product.shown} /> : null;
  if (allowance?.kind === 'blocked')
    return (
      <>
        <SamplesBlocked reason={allowance.reason} />
        {links}
      </>
    );
  if (allowance?.remaining === 0)
    return (
      <>
        <SamplesUsedUp text={allowance.text} />
        {links}
      </>
    );
  const submit = (data: FormData): void => {
    const choice = { qty: textOf(data, 'qty'), dose: textOf(data, 'dose') };
    const missing = missingSampleChoices(choice, doses.length > 0);
    if (missing.length > 0) {
      showOrderErrors(Object.fromEntries(missing.map((field) => [field, REQUIRED[field]])));
      return;
    }
    void submitSampleOrder(
      {
        ...commonFields(item),
        message: textOf(data, 'message'),
        qty: choice.qty,
        ...(doses.length > 0 ? { dose: choice.dose } : {}),
      },
      ORDER_LABELS,
    );
  };
  const quantities = quantityChoices(allowance).map((n) => ({ value: String(n), label: String(n) }));
  return (
    <OrderFormFrame onSubmit={submit}>
      {allowance ? (
        <p className="order-form__intro sample-note" role="status">
          {allowance.text}
        </p>
      ) : null}
      {item.product?.composition ? (
        <p className="order-form__intro">
          <strong>{t.orderForms.composition}:</strong>{' '}
          <span lang={textLang(item.product.composition)}>{item.product.composition}</span>
        </p>
      ) : null}
      <SelectField
        id="order-qty"
        required
        name="qty"
        label={t.orderForms.quantity}
        options={[{ value: '', label: t.orderForms.quantityPlaceholder }, ...quantities]}
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
