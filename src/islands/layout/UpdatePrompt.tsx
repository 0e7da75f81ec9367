/** Island: "New version available — Reload" once a new service worker waits; it takes over on the click. */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { t } from '../../shared/messages/index.ts';
import { $updateReady, applyUpdate } from '../../stores/offline.ts';
import Button from '../../ui/Button.tsx';

/** The update prompt (nothing while the current version is the newest). */
export default function UpdatePrompt() {
  const ready = useStore($updateReady);
  const [busy, setBusy] = useState(false);
  if (!ready) return null;
  const reload = (): void => {
    setBusy(true);
    void applyUpdate();
  };
  return (
    <section className="update-prompt" role="alert" aria-label={t.delivery.updateAvailable}>
      <p>{t.delivery.updateAvailable}</p>
      <Button busy={busy} onClick={reload}>{t.delivery.reload}</Button>
    </section>
  );
}
