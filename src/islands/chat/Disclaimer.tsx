/** The Disclaimer modal (SPEC §2 Chat assistant, §4 Disclaimer): 'I agree' stays disabled until the box is ticked. */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { t } from '../../shared/messages/index.ts';
import { $agreement, agreeToTerms, closeDisclaimer } from '../../stores/chat.ts';
import { publicConfig } from '../../lib/config.ts';
import { inPageLanguage } from '../../shared/routes.ts';
import Button from '../../ui/Button.tsx';
import { CheckboxField } from '../../ui/Field.tsx';
import Modal from '../../ui/Modal.tsx';

/** Props of Disclaimer. */
export interface DisclaimerProps {
  open: boolean;
}

/** Asks the member to accept the Terms and Conditions before the chat opens. */
export default function Disclaimer({ open }: DisclaimerProps) {
  const agreement = useStore($agreement);
  const [ticked, setTicked] = useState(false);
  const close = (): void => {
    setTicked(false);
    closeDisclaimer();
  };
  return (
    <Modal
      open={open}
      title={t.chat.disclaimerTitle}
      onClose={close}
      footer={
        <Button
          busy={agreement.busy}
          busyLabel={t.chat.agreeing}
          disabled={!ticked}
          onClick={() => void agreeToTerms()}
        >
          {t.chat.agree}
        </Button>
      }
    >
      <div className="form">
        <p>{t.chat.disclaimerText(publicConfig.brand.name)}</p>
        <p>
          {t.chat.readFirst}{' '}
          <a href={inPageLanguage(publicConfig.termsUrl)} target="_blank" rel="noopener noreferrer">
            {t.chat.terms}
            <span className="visually-hidden"> {t.common.newTab}</span>
          </a>
        </p>
        <CheckboxField
          id="chat-terms"
          label={t.chat.agreeCheck}
          checked={ticked}
          onChange={(event) => setTicked(event.target.checked)}
        />
        {agreement.error ? (
          <p className="alert" role="alert">
            {agreement.error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
