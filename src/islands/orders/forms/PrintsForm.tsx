/**
 * Prints (SPEC §2 "Order forms by table"): a PDF upload with a real upload progress bar. The browser checks the
 * file's type and size before sending (stores/orders.ts printProblem; SPEC §5 leaves the prints form free to).
 */
import { useStore } from '@nanostores/react';
import { t } from '../../../shared/messages/index.ts';
import { $orderForm } from '../../../stores/order-item.ts';
import { commonFields, submitPrint } from '../../../stores/orders.ts';
import { FilePicker } from '../../../ui/FilePicker.tsx';
import OrderFormFrame, { type OrderFormProps } from '../OrderFormFrame.tsx';
import { ORDER_LABELS } from './fields.tsx';

/** The PDF picker and, while it uploads, the share sent so far. */
export default function PrintsForm({ item }: OrderFormProps) {
  const { busy, errors, progress } = useStore($orderForm);
  const submit = (data: FormData): void => {
    const value = data.get('print_pdf');
    // Without a choice the form holds a nameless empty file; a chosen empty one is named (and refused as no PDF).
    const file = value instanceof File && value.name !== '' ? value : undefined;
    void submitPrint(commonFields(item), file, ORDER_LABELS);
  };
  const percent = progress ?? 0;
  return (
    <OrderFormFrame onSubmit={submit}>
      <FilePicker
        id="order-print_pdf"
        name="print_pdf"
        accept="application/pdf"
        label={t.orderForms.pdfFile}
        button={t.orderForms.chooseFile}
        empty={t.orderForms.noFile}
        hint={t.orderForms.pdfHint}
        error={errors.print_pdf}
        required
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
