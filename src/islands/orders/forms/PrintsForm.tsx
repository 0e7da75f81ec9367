/** Prints (SPEC §2 "Order forms by table"): a PDF upload with a real upload progress bar. */
import { useStore } from '@nanostores/react';
import { t } from '../../../shared/messages/index.ts';
import { $orderForm, commonFields, submitPrint } from '../../../stores/orders.ts';
import { Field } from '../../../ui/Field.tsx';
import OrderFormFrame, { type OrderFormProps } from '../OrderFormFrame.tsx';

/** The PDF picker and, while it uploads, the share sent so far. */
export default function PrintsForm({ item }: OrderFormProps) {
  const { busy, errors, progress } = useStore($orderForm);
  const submit = (data: FormData): void => {
    const file = data.get('print_pdf');
    void submitPrint(commonFields(item), file instanceof File && file.size > 0 ? file : undefined);
  };
  const percent = progress ?? 0;
  return (
    <OrderFormFrame onSubmit={submit}>
      <Field
        id="order-print_pdf"
        name="print_pdf"
        type="file"
        accept="application/pdf"
        label={t.orderForms.pdfFile}
        hint={t.orderForms.pdfHint}
        error={errors.print_pdf}
        disabled={busy}
      />
      {busy || progress !== undefined ? (
        <div className="upload-progress">
          <label htmlFor="order-progress">{t.orderForms.uploadProgress}</label>
          <progress id="order-progress" max={100} value={percent} />
          <p aria-live="polite">{t.orderForms.uploaded(percent)}</p>
        </div>
      ) : null}
    </OrderFormFrame>
  );
}
