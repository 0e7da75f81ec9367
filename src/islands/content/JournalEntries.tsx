/** Island: /journals/{journalId}, the journal's entries as an endless list (SPEC §2 Journal page). */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { JournalEntry } from '../../shared/contract/entities.ts';
import { t } from '../../shared/messages/index.ts';
import { pathFor } from '../../shared/routes.ts';
import { $journalEntries, loadMoreJournal, startJournal } from '../../stores/articles.ts';
import { externalHref } from '../../lib/content-links.ts';
import { routeParams } from '../../lib/content-route.ts';
import EndlessList from '../../ui/EndlessList.tsx';
import ArticleCard from './ArticleCard.tsx';
import NewTabLink from './NewTabLink.tsx';

function JournalEntryItem({ entry }: { entry: JournalEntry }) {
  const external = externalHref(entry.link);
  return (
    <ArticleCard title={entry.Jtitle} description={entry.description}>
      <a href={pathFor('articles')}>{t.content.readAllArticles}</a>
      {entry.therapy ? (
        <a href={pathFor('therapyArticles', { therapy: entry.therapy })}>{t.content.readMore(entry.therapy)}</a>
      ) : null}
      {external ? (
        <NewTabLink href={external} label={t.content.externalLink(entry.Jtitle)} className="icon-link" />
      ) : null}
    </ArticleCard>
  );
}

/** Reads the journal id from the address and lists its entries. */
export default function JournalEntries() {
  const list = useStore($journalEntries);

  useEffect(() => {
    void startJournal(routeParams('journal').journalId ?? '');
  }, []);

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
      />
    </>
  );
}
