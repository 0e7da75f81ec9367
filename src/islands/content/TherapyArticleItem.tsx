/** One article of /articles/therapy/{therapy}: title, description, links to all articles and its journal, and the article in a new tab. */
import type { TherapyArticle } from '../../shared/contract/entities.ts';
import { t } from '../../shared/messages/index.ts';
import { pathFor } from '../../shared/routes.ts';
import { externalHref } from '../../lib/content-links.ts';
import ArticleCard from './ArticleCard.tsx';
import NewTabLink from './NewTabLink.tsx';

/** Props of TherapyArticleItem. */
export interface TherapyArticleItemProps {
  article: TherapyArticle;
}

/** Renders a therapy's article card; its HTML was sanitised by the API. */
export default function TherapyArticleItem({ article }: TherapyArticleItemProps) {
  const external = externalHref(article.link);
  return (
    <ArticleCard title={article.Atitle} description={article.description}>
      <a href={pathFor('articles')}>{t.content.readAllArticles}</a>
      {article.journal_id ? (
        <a href={pathFor('journal', { journalId: article.journal_id })}>{t.content.readJournal}</a>
      ) : null}
      {external ? (
        <NewTabLink href={external} label={t.content.externalLink(article.Atitle)} className="icon-link" />
      ) : null}
    </ArticleCard>
  );
}
