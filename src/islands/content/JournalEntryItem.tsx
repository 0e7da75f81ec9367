/** One entry of /journals/{journalId}: title, description, links to all articles and its therapy, and the entry in a new tab. */
import type { JournalEntry } from '../../shared/contract/entities.ts';
import { t } from '../../shared/messages/index.ts';
import { pathFor } from '../../shared/routes.ts';
import { externalHref } from '../../lib/content-links.ts';
import ArticleCard from './ArticleCard.tsx';
import NewTabLink from './NewTabLink.tsx';

/** Props of JournalEntryItem. */
export interface JournalEntryItemProps {
  entry: JournalEntry;
}

/** Renders a journal entry's card; its HTML was sanitised by the API. */
export default function JournalEntryItem({ entry }: JournalEntryItemProps) {
  const external = externalHref(entry.link);
  // Named, and linked, in the member's language: GetTherapyArticles takes the translated title too.
  const therapy = entry.therapy_shown || entry.therapy;
  return (
    <ArticleCard title={entry.Jtitle} description={entry.description}>
      <a href={pathFor('articles')}>{t.content.readAllArticles}</a>
      {therapy ? <a href={pathFor('therapyArticles', { therapy })}>{t.content.readMore(therapy)}</a> : null}
      {external ? (
        <NewTabLink href={external} label={t.content.externalLink(entry.Jtitle)} className="icon-link" />
      ) : null}
    </ArticleCard>
  );
}
