/**
 * Prints (SPEC §2 "Order forms by table"): a PDF upload with a real upload progress bar. The browser checks the
 * file's type and size before sending, in the server's words (SPEC §5 leaves the prints form free to).
 */
import { useStore } from '@nanostores/react';
import { PRINT_MAX_BYTES } from '../../../shared/constants.ts';
import { t } from '../../../shared/messages/index.ts';
import { labelled } from '../../../lib/field-label.ts';
import { $orderForm } from '../../../stores/order-item.ts';
import { commonFields, submitPrint } from '../../../stores/orders.ts';
import { FilePicker } from '../../../ui/FilePicker.tsx';
import OrderFormFrame, { type OrderFormProps } from '../OrderFormFrame.tsx';
import { ORDER_LABELS } from './fields.tsx';

/** What is wrong with a chosen file before it is sent (the server says the same), or undefined. */
function fileProblem(file: File): string | undefined {
  const pdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!pdf) return labelled(t.orderForms.printNotPdf, ORDER_LABELS);
  if (file.size > PRINT_MAX_BYTES) return labelled(t.orderForms.printTooLarge, ORDER_LABELS);
  return undefined;
}

/** The PDF picker and, while it uploads, the share sent so far. */
export default function PrintsForm({ item }: OrderFormProps) {
  const { busy, errors, progress } = useStore($orderForm);
  const submit = (data: FormData): void => {
    const value = data.get('print_pdf');
    const file = value instanceof File && value.size > 0 ? value : undefined;
    void submitPrint(commonFields(item), file, ORDER_LABELS, file ? fileProblem(file) : undefined);
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
