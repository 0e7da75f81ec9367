/**
 * One emailer of /emailer: its title, then Open, Download and E-mail, each with its word (SPEC §2); E-mail asks first,
 * naming the address, and the question stays until the mail is sent.
 */
import { useEffect, useRef, useState } from 'react';
import type { Emailer } from '../../shared/contract/entities.ts';
import { t } from '../../shared/messages/index.ts';
import { pathFor } from '../../shared/routes.ts';
import { textLang } from '../../lib/text-lang.ts';
import { downloadJournal } from '../../stores/downloads.ts';
import { sendEmailerByMail } from '../../stores/media.ts';
import ContentIcon from './ContentIcon.tsx';

/** Props of EmailerRow. */
export interface EmailerRowProps {
  emailer: Emailer;
  downloading: boolean;
  sending: boolean;
  /** The address the journal goes to ('' when the profile has none: the server says so). */
  email: string;
}

/**
 * One emailer: its title, then Open, Download and E-mail, each with its word; E-mail asks first, naming the address
 * (without an address in the profile nothing can be sent: the server says so at once).
 */
export default function EmailerRow({ emailer, downloading, sending, email }: EmailerRowProps) {
  const { title, journal_id: journalId } = emailer;
  const [asking, setAsking] = useState(false);
  // Yes pressed: the question stays, its Yes busy, until the mail is sent, so a double tap's second tap lands on it
  // (and does nothing) rather than on the next row's Open, which a folded question would bring under the finger.
  const [confirmed, setConfirmed] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const emailButton = useRef<HTMLButtonElement>(null);
  const open = t.content.openJournal(title);
  const download = t.content.downloadJournal(title);
  const send = t.content.sendEmailer(title);

  useEffect(() => {
    if (asking) confirmButton.current?.focus();
  }, [asking]);

  useEffect(() => {
    if (!confirmed || sending) return;
    setConfirmed(false);
    setAsking(false);
    emailButton.current?.focus();
  }, [confirmed, sending]);

  const answer = (yes: boolean): void => {
    if (confirmed) return;
    if (yes) {
      setConfirmed(true);
      void sendEmailerByMail(journalId);
      return;
    }
    setAsking(false);
    emailButton.current?.focus();
  };

  return (
    <div className="row row--emailer">
      <p className="row__title" lang={textLang(title)}>
        {title}
      </p>
      <div className="row__actions">
        <a className="text-btn" href={pathFor('journal', { journalId })} aria-label={open}>
          <ContentIcon name="journal" />
          {t.content.open}
        </a>
        <button
          type="button"
          className="text-btn"
          aria-label={download}
          aria-disabled={downloading || undefined}
          aria-busy={downloading || undefined}
          onClick={() => downloading || void downloadJournal(journalId, title)}
        >
          <ContentIcon name="download" />
          {t.content.download}
        </button>
        <button
          ref={emailButton}
          type="button"
          className="text-btn"
          aria-label={send}
          aria-expanded={asking}
          aria-disabled={sending || undefined}
          aria-busy={sending || undefined}
          onClick={() => sending || (email ? setAsking(true) : void sendEmailerByMail(journalId))}
        >
          <ContentIcon name="mail" />
          {t.content.email}
        </button>
      </div>
      {asking ? (
        <fieldset className="row__confirm">
          <legend className="visually-hidden">{send}</legend>
          <p>{t.content.confirmSend(title, email)}</p>
          <button
            ref={confirmButton}
            type="button"
            className="btn"
            aria-disabled={confirmed || undefined}
            aria-busy={confirmed || undefined}
            onClick={() => answer(true)}
          >
            {t.content.confirmYes}
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => answer(false)}>
            {t.content.confirmNo}
          </button>
        </fieldset>
      ) : null}
    </div>
  );
}
