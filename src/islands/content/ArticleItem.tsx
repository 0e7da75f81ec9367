/** One article of a list: its title as text, links to its journal and therapy, and its external link. */
import type { Article } from '../../shared/contract/entities.ts';
import { t } from '../../shared/messages/index.ts';
import { pathFor } from '../../shared/routes.ts';
import { safeHref } from '../../stores/links.ts';
import Icon from '../../ui/Icon.tsx';

/** Props of ArticleItem. */
export interface ArticleItemProps {
  article: Article;
}

/** Renders an article card (descriptions are not rendered here; see DESIGN §4 on HTML). */
export default function ArticleItem({ article }: ArticleItemProps) {
  const external = safeHref(article.link);
  return (
    <article className="article">
      <h2>{article.Atitle}</h2>
      <p className="article__links">
        {article.journal_id ? <a href={pathFor('journal', { journalId: article.journal_id })}>{t.search.readJournal}</a> : null}
        {article.therapy ? (
          <a href={pathFor('therapyArticles', { therapy: article.therapy })}>{t.search.readTherapy(article.therapy)}</a>
        ) : null}
        {external ? (
          <a href={external} target="_blank" rel="noopener noreferrer">
            {t.search.openArticle}
            <span className="visually-hidden"> {t.common.newTab}</span>
            <Icon name="external" />
          </a>
        ) : null}
      </p>
    </article>
  );
}
