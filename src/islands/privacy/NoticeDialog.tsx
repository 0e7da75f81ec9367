/**
 * The privacy notice (issue 27): shown once after login, and again for a newer notice version. Necessary purposes
 * are listed without a choice; each optional purpose has its own switch, off until the member turns it on.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { t } from '../../shared/messages/index.ts';
import { CONSENT_PURPOSES, type ConsentChoices } from '../../shared/privacy.ts';
import { $noticeOpen, $privacy, saveChoices } from '../../stores/privacy.ts';
import Button from '../../ui/Button.tsx';
import Modal from '../../ui/Modal.tsx';
import NoticeText from './NoticeText.tsx';

/** The dialog, open while the notice is due. */
export default function NoticeDialog() {
  const open = useStore($noticeOpen);
  const view = useStore($privacy);
  const [choices, setChoices] = useState<ConsentChoices>({ notifications: false, analytics: false });
  if (view.status !== 'ready') return null;
  const n = t.privacyNotice;
  const saving = view.busy === 'saving';
  return (
    <Modal
      open={open}
      title={n.title}
      // Closing without an answer asks again on the next page.
      onClose={() => $noticeOpen.set(false)}
      footer={
        <Button busy={saving} onClick={() => void saveChoices(choices, 'notice')}>
          {saving ? n.saving : n.save}
        </Button>
      }
    >
      <div className="privacy-notice">
        <p>{n.intro}</p>
        <h3>{n.purposesTitle}</h3>
        <p>
          <strong>{n.necessary}</strong> — {n.necessaryNote}
        </p>
        {CONSENT_PURPOSES.map((purpose) => (
          <div className="switch" key={purpose}>
            <label htmlFor={`notice-${purpose}`}>
              {n[purpose]}
              <span className="muted"> — {n[`${purpose}Note`]}</span>
            </label>
            <input
              id={`notice-${purpose}`}
              type="checkbox"
              role="switch"
              aria-checked={choices[purpose]}
              checked={choices[purpose]}
              onChange={(event) => setChoices({ ...choices, [purpose]: event.target.checked })}
            />
          </div>
        ))}
        <NoticeText officer={view.state.officer} />
        {view.error ? (
          <p className="field__error" role="alert">
            {view.error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
