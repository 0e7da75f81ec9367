/**
 * Island: /journals/{journalId}, the journal's entries as an endless list (SPEC §2 Journal page). The first page is
 * drawn before React (src/islands/first-screen/); the island hydrates after it (`client:painted`).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { t } from '../../shared/messages/index.ts';
import { $journalEntries, loadMoreJournal, startJournal } from '../../stores/articles.ts';
import { routeParams } from '../../lib/content-route.ts';
import EndlessList from '../../ui/EndlessList.tsx';
import { drawnRowsInView, useFirstScreen } from '../first-screen/use-first-screen.ts';
import JournalEntryItem from './JournalEntryItem.tsx';

/** Reads the journal id from the address and lists its entries. */
export default function JournalEntries() {
  const list = useStore($journalEntries);
  // The rows drawn before React that the reader sees (or has scrolled past) are all rendered in the first go.
  const [firstRows] = useState(drawnRowsInView);

  useEffect(() => {
    void startJournal(routeParams('journal').journalId ?? '');
  }, []);
  // Its page has no layout script: this island binds the shell and takes the place of the entries drawn before React.
  useFirstScreen(list.items.length > 0 || list.status === 'ready' || list.status === 'error');

  return (
    <>
      <h1 className="page-title">{t.content.journalArticles}</h1>
      <EndlessList
        state={list}
        onLoadMore={() => void loadMoreJournal()}
        label={t.content.journalArticles}
        className="articles"
        itemKey={(entry) => entry.article_id}
        renderItem={(entry) => <JournalEntryItem entry={entry} />}
        emptyText={t.content.noArticles}
        firstRows={firstRows}
      />
    </>
  );
}
