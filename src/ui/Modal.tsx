/**
 * An accessible modal on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes, focus returns to the control that opened it, and the browser's Back closes it (the page
 * and the form stay: lib/back-closes.ts). Content scrolls within 85vh (SPEC §9).
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '../shared/messages/index.ts';
import { backCloses } from '../lib/back-closes.ts';

/** Props of Modal. */
export interface ModalProps {
  open: boolean;
  title: string;
  /** The dialog's accessible name when it says more than the title (e.g. "Video: <the video's title>"). */
  label?: string | undefined;
  onClose(): void;
  children: ReactNode;
  /** Optional footer (buttons); rendered below the scrolling content. */
  footer?: ReactNode;
}

/** A titled modal dialog that closes on Escape, on the close button, or on a click on the backdrop. */
export default function Modal({ open, title, label, onClose, children, footer }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  // One history entry per opening, whatever onClose is by then.
  useEffect(() => (open ? backCloses(() => onCloseRef.current()) : undefined), [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop is a pointer shortcut; Escape closes through onCancel.
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={label ? undefined : titleId}
      aria-label={label}
      onClose={() => {
        if (open) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="modal__panel">
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label={t.common.close} onClick={onClose}>
            ×
          </button>
        </header>
        <div className="modal__body">{open ? children : null}</div>
        {footer ? <footer className="modal__footer">{footer}</footer> : null}
      </div>
    </dialog>
  );
}
