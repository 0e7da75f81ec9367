/**
 * Island: /journals/{journalId}, the journal's entries as an endless list (SPEC §2 Journal page). The first page is
 * drawn before React (src/islands/first-screen/); the island hydrates after it (`client:painted`). The heading is the
 * page's: the drawing script names it after the journal from the head's early answer, and this island from its own.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { t } from '../../shared/messages/index.ts';
import { publicConfig } from '../../lib/config.ts';
import { $journalEntries, $journalTitle, loadMoreJournal, startJournal } from '../../stores/journal.ts';
import { routeParams } from '../../lib/content-route.ts';
import EndlessList from '../../ui/EndlessList.tsx';
import { useDeferredStore } from '../../ui/useDeferredStore.ts';
import { drawnRowsInView, useFirstScreen } from '../first-screen/use-first-screen.ts';
import JournalEntryItem from './JournalEntryItem.tsx';

/** Reads the journal id from the address, names the page and the document after the journal and lists its entries. */
export default function JournalEntries() {
  const list = useDeferredStore($journalEntries);
  const title = useStore($journalTitle);
  // The rows drawn before React that the reader sees (or has scrolled past) are all rendered in the first go.
  const [firstRows] = useState(drawnRowsInView);

  useEffect(() => {
    void startJournal(routeParams('journal').journalId ?? '');
  }, []);
  // Its page has no layout script: this island binds the shell and takes the place of the entries drawn before React.
  useFirstScreen(list.items.length > 0 || list.status === 'ready' || list.status === 'error');

  useEffect(() => {
    const heading = document.getElementById('page-heading');
    if (!title || !heading) return;
    heading.textContent = title;
    document.title = `${title} · ${publicConfig.brand.name}`;
  }, [title]);

  return (
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
  );
}
