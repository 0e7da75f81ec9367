/**
 * Island: /emailer/{subCatTitle}/{therapeuticFocus}: each emailer with its Open, Download and E-mail actions in words
 * (SPEC §2); E-mail asks for a confirmation naming the address before anything is sent. The list is drawn before React
 * (src/islands/first-screen/); the island hydrates after it (`client:painted`), and makes a Download or E-mail tapped
 * on a drawn row again on its own.
 */
import { useStore } from '@nanostores/react';
import { t } from '../../shared/messages/index.ts';
import { $downloading, downloadId, journalPdfName } from '../../stores/downloads.ts';
import { $emailers, $sendingEmailers, loadEmailers, retryEmailers } from '../../stores/media.ts';
import { $profile } from '../../stores/session.ts';
import { useFirstScreen } from '../first-screen/use-first-screen.ts';
import EmailerRow from './EmailerRow.tsx';
import ListView from './ListView.tsx';
import { usePageParams } from './usePageParams.ts';
import { useDeferredStore } from '../../ui/useDeferredStore.ts';

/** Reads the sub-category title and focus from the address and lists the emailers. */
export default function EmailerList() {
  const list = useDeferredStore($emailers);
  const downloading = useStore($downloading);
  const sending = useStore($sendingEmailers);
  const email = useStore($profile)?.email?.trim() ?? '';
  const params = usePageParams(
    'emailer',
    (p) => void loadEmailers(p.subCatTitle ?? '', p.therapeuticFocus ?? ''),
    (p) => p.subCatTitle ?? '',
  );
  // Its page has no layout script: this island binds the shell and takes the place of the emailers drawn before React.
  useFirstScreen(list.status === 'ready' || list.status === 'error');

  return (
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
          email={email}
          downloading={downloading.includes(downloadId(journalPdfName(emailer.journal_id), 'journals'))}
        />
      )}
    />
  );
}
