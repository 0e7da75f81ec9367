/**
 * Island: the Privacy part of /settings (issue 27): each optional purpose given or withdrawn with one switch, the
 * notice to read again, the data download and the erasure request (confirmed in a dialog).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatDay } from '../../lib/dates.ts';
import { t } from '../../shared/messages/index.ts';
import { CONSENT_PURPOSES } from '../../shared/privacy.ts';
import { $privacy, eraseMyData, exportMyData, loadPrivacy, setPurpose } from '../../stores/privacy.ts';
import Button from '../../ui/Button.tsx';
import ErrorRetry from '../../ui/ErrorRetry.tsx';
import Modal from '../../ui/Modal.tsx';
import NoticeText from '../privacy/NoticeText.tsx';

/** The section (loaded by PrivacySettings.tsx after the page settles). */
export default function PrivacySettingsBody() {
  // Hydrated late (client:later): the privacy notice's check (islands/privacy/mount-notice.tsx) may have filled the
  // store by then, so the first render is the server's ('loading'), the loaded view the next.
  const view = useStore($privacy, { ssr: 'initial' });
  const [confirming, setConfirming] = useState(false);
  const n = t.privacyNotice;
  useEffect(() => {
    void loadPrivacy();
  }, []);

  if (view.status === 'error') return <ErrorRetry message={view.message} onRetry={() => void loadPrivacy()} />;
  if (view.status === 'requested') {
    return (
      <section className="sheet privacy-settings" aria-labelledby="privacy-title">
        <h2 id="privacy-title">{n.settingsTitle}</h2>
        <p role="status">{view.message}</p>
      </section>
    );
  }
  if (view.status === 'loading') return null;
  const { state } = view;
  return (
    <section className="sheet privacy-settings" aria-labelledby="privacy-title">
      <h2 id="privacy-title">{n.settingsTitle}</h2>
      <p className="muted">{n.settingsIntro}</p>
      <p>
        <strong>{n.necessary}</strong> — {n.necessaryNote}
      </p>
      {CONSENT_PURPOSES.map((purpose) => (
        <div className="switch" key={purpose}>
          <label htmlFor={`consent-${purpose}`}>
            {n[purpose]}
            <span className="muted"> — {n[`${purpose}Note`]}</span>
          </label>
          <input
            id={`consent-${purpose}`}
            type="checkbox"
            role="switch"
            aria-checked={state.choices[purpose]}
            checked={state.choices[purpose]}
            // Not disabled while a choice is saved (setPurpose waits for it): a disabled switch would drop the focus.
            aria-disabled={view.busy === 'saving' || undefined}
            onChange={(event) => setPurpose(purpose, event.target.checked)}
          />
        </div>
      ))}
      {view.error ? (
        <p className="field__error" role="alert">
          {view.error}
        </p>
      ) : null}
      <details>
        <summary>{n.readNotice}</summary>
        <NoticeText officer={state.officer} />
      </details>
      <h3>{n.exportTitle}</h3>
      <p className="muted">{n.exportNote}</p>
      <Button variant="secondary" busy={view.busy === 'exporting'} onClick={() => void exportMyData()}>
        {view.busy === 'exporting' ? n.exporting : n.exportButton}
      </Button>
      <h3>{n.eraseTitle}</h3>
      {state.erasure?.status === 'Requested' ? (
        <p role="status">{n.erasePending(formatDay(state.erasure.requested_at.slice(0, 10)))}</p>
      ) : (
        <>
          <p className="muted">{n.eraseNote}</p>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {n.eraseButton}
          </Button>
        </>
      )}
      <Modal
        open={confirming}
        title={n.eraseConfirmTitle}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {n.cancel}
            </Button>
            <Button busy={view.busy === 'erasing'} onClick={() => void eraseMyData()}>
              {n.eraseYes}
            </Button>
          </>
        }
      >
        <p>{n.eraseConfirm}</p>
      </Modal>
    </section>
  );
}
