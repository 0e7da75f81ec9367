/**
 * One article of /articles and /searcharticles: title, description, links to its journal and therapy (SPEC §2), one
 * way to open the article itself (in the portal's frame when its host allows, else in a new tab) and Share.
 */
import { useId } from 'react';
import type { Article } from '../../shared/contract/entities.ts';
import { t } from '../../shared/messages/index.ts';
import { pathFor } from '../../shared/routes.ts';
import { articleFramePath, externalHref } from '../../lib/content-links.ts';
import ArticleCard from './ArticleCard.tsx';
import NewTabLink from './NewTabLink.tsx';
import ShareButton from './ShareButton.tsx';

/** Props of ArticleItem. */
export interface ArticleItemProps {
  article: Article;
}

/** Renders an article card; its HTML was sanitised by the API. */
export default function ArticleItem({ article }: ArticleItemProps) {
  const external = externalHref(article.link);
  // Named, and linked, in the member's language: GetTherapyArticles takes the translated title too.
  const therapy = article.therapy_shown || article.therapy;
  const framed = articleFramePath(article.link);
  // Each link is described by its article's title: twenty 'Read here' links in a list are told apart.
  const titleId = useId();
  return (
    <ArticleCard
      title={article.Atitle}
      description={article.description}
      reference={article.reference}
      titleId={titleId}
    >
      {article.journal_id ? (
        <a href={pathFor('journal', { journalId: article.journal_id })} aria-describedby={titleId}>
          {t.content.readJournal}
        </a>
      ) : null}
      {therapy ? (
        <a href={pathFor('therapyArticles', { therapy })} aria-describedby={titleId}>
          {t.content.readMore(therapy)}
        </a>
      ) : null}
      {framed ? (
        <a href={framed} aria-describedby={titleId}>
          {t.content.readHere}
        </a>
      ) : external ? (
        <NewTabLink href={external} describedBy={titleId}>
          {t.content.openArticle}
        </NewTabLink>
      ) : null}
      {framed || external ? <ShareButton title={article.Atitle} url={framed ?? external ?? ''} /> : null}
    </ArticleCard>
  );
}
