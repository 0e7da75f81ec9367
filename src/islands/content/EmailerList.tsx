/** Island: /emailer/{subCatTitle}/{therapeuticFocus}: each emailer with open, download and e-mail actions (SPEC §2). */
import { useStore } from '@nanostores/react';
import type { Emailer } from '../../shared/contract/entities.ts';
import { t } from '../../shared/messages/index.ts';
import { pathFor } from '../../shared/routes.ts';
import { $downloading, downloadId, downloadJournal, journalPdfName } from '../../stores/downloads.ts';
import { $emailers, $sendingEmailers, loadEmailers, retryEmailers, sendEmailerByMail } from '../../stores/media.ts';
import ContentIcon from './ContentIcon.tsx';
import ListView from './ListView.tsx';
import { usePageParams } from './usePageParams.ts';

function EmailerRow({ emailer, downloading, sending }: { emailer: Emailer; downloading: boolean; sending: boolean }) {
  const { title, journal_id: journalId } = emailer;
  const open = t.content.openJournal(title);
  const download = t.content.downloadJournal(title);
  const send = t.content.sendEmailer(title);
  return (
    <div className="row">
      <p className="row__title">{title}</p>
      <a className="icon-btn" href={pathFor('journal', { journalId })} aria-label={open} title={open}>
        <ContentIcon name="journal" />
      </a>
      <button
        type="button"
        className="icon-btn"
        aria-label={download}
        title={download}
        disabled={downloading}
        aria-busy={downloading || undefined}
        onClick={() => void downloadJournal(journalId)}
      >
        <ContentIcon name="download" />
      </button>
      <button
        type="button"
        className="icon-btn"
        aria-label={send}
        title={send}
        disabled={sending}
        aria-busy={sending || undefined}
        onClick={() => void sendEmailerByMail(journalId)}
      >
        <ContentIcon name="mail" />
      </button>
    </div>
  );
}

/** Reads the sub-category title and focus from the address and lists the emailers. */
export default function EmailerList() {
  const list = useStore($emailers);
  const downloading = useStore($downloading);
  const sending = useStore($sendingEmailers);
  const params = usePageParams(
    'emailer',
    (p) => void loadEmailers(p.subCatTitle ?? '', p.therapeuticFocus ?? ''),
    (p) => p.subCatTitle ?? '',
  );

  return (
    <>
      <h1 className="page-title">{params?.subCatTitle || t.content.emailers}</h1>
      <ListView
        state={list}
        onRetry={() => void retryEmailers()}
        label={params?.subCatTitle || t.content.emailers}
        className="rows"
        itemKey={(emailer, i) => `${emailer.journal_id}-${i}`}
        emptyText={t.content.noEmailers}
        renderItem={(emailer) => (
          <EmailerRow
            emailer={emailer}
            sending={sending.includes(emailer.journal_id)}
            downloading={downloading.includes(downloadId(journalPdfName(emailer.journal_id), 'journals'))}
          />
        )}
      />
    </>
  );
}
