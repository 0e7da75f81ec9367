/** Island: the page's toast region, fed by the $toasts store. */
import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '../../stores/toasts.ts';
import ToastRegion from '../../ui/ToastRegion.tsx';

/** Shows the current toasts. */
export default function Toasts() {
  const toasts = useStore($toasts);
  return <ToastRegion toasts={toasts} onDismiss={dismissToast} />;
}
