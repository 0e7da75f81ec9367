/** The page's status region: toasts announced politely by screen readers, each closable (SPEC §9 toast time). */
import type { Toast } from '../stores/toasts.ts';
import { t } from '../shared/messages/index.ts';
import Icon from './Icon.tsx';

/** Props of ToastRegion. */
export interface ToastRegionProps {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
}

/** Renders the live region (always present, so that additions are announced) and its toasts. */
export default function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  return (
    <div className="toasts" role="status" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`}>
          <p>{toast.text}</p>
          <button type="button" onClick={() => onDismiss(toast.id)} aria-label={t.common.dismiss}>
            <Icon name="close" />
          </button>
        </div>
      ))}
    </div>
  );
}
