/**
 * Printables, personalised printables and personalised video (SPEC §2 "Order forms by table"): the language
 * (English or Hindi, required: SPEC §5) and, for the personalised ones, additional info.
 */
import { useStore } from '@nanostores/react';
import { LANGUAGES } from '../../../shared/constants.ts';
import { t } from '../../../shared/messages/index.ts';
import { $orderForm } from '../../../stores/order-item.ts';
import { commonFields, showOrderErrors, submitOrder } from '../../../stores/orders.ts';
import OrderFormFrame, { type OrderFormProps } from '../OrderFormFrame.tsx';
import { LanguageSelect, ORDER_LABELS, TextAreaField, textOf } from './fields.tsx';

/** The API field names of each table's form. */
const NAMES = {
  printables: { language: 'printable_language', info: '' },
  personalised_printables: { language: 'printable_language', info: 'printable_addl_info' },
  personalised_video: { language: 'vdo_language', info: 'vdo_addl_info' },
} as const;

/** The language form of the item's table. */
export default function LanguageForm({ item }: OrderFormProps) {
  const { errors } = useStore($orderForm);
  const table =
    item.table === 'personalised_video' || item.table === 'personalised_printables' ? item.table : 'printables';
  const names = NAMES[table];

  const submit = (data: FormData): void => {
    const value = textOf(data, names.language);
    const language = LANGUAGES.find((l) => l === value);
    if (!language) {
      showOrderErrors({ [names.language]: t.orderForms.languageRequired });
      return;
    }
    const base = commonFields(item);
    if (table === 'personalised_video') {
      void submitOrder(
        table,
        { ...base, vdo_language: language, vdo_addl_info: textOf(data, 'vdo_addl_info') },
        ORDER_LABELS,
      );
    } else if (table === 'personalised_printables') {
      void submitOrder(
        table,
        {
          ...base,
          printable_language: language,
          printable_addl_info: textOf(data, 'printable_addl_info'),
        },
        ORDER_LABELS,
      );
    } else {
      void submitOrder(table, { ...base, printable_language: language }, ORDER_LABELS);
    }
  };

  return (
    <OrderFormFrame onSubmit={submit}>
      <LanguageSelect name={names.language} error={errors[names.language]} />
      {names.info ? (
        <TextAreaField
          id={`order-${names.info}`}
          name={names.info}
          label={t.orderForms.additionalInfo}
          error={errors[names.info]}
        />
      ) : null}
    </OrderFormFrame>
  );
}
