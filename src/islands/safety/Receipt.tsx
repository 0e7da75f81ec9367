/** The acknowledgement of a sent question or report: its number and the server's words, and a way to send another. */
import { useEffect, useRef } from 'react';
import type { SafetyReceipt } from '../../shared/contract/entities.ts';
import { t } from '../../shared/messages/index.ts';
import Button from '../../ui/Button.tsx';

/** Props of Receipt. */
export interface ReceiptProps {
  receipt: SafetyReceipt;
  again: string;
  onAgain: () => void;
}

/** The receipt; it is scrolled into view and takes the focus when shown, so the doctor sees it and a screen reader reads it. */
export default function Receipt({ receipt, again, onAgain }: ReceiptProps) {
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The form was longer than the receipt: the page would stay scrolled below it (issue 40 §1).
    section.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section ref={section} className="sheet safety__receipt" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {t.safety.receivedTitle(receipt.number)}
      </h2>
      <p>{receipt.Message}</p>
      <Button variant="secondary" onClick={onAgain}>
        {again}
      </Button>
    </section>
  );
}
