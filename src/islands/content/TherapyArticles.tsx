/** Island: /articles/therapy/{therapy}, the therapy's articles as an endless list (SPEC §2 Therapy articles page). */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { TherapyArticle } from '../../shared/contract/entities.ts';
import { t } from '../../shared/messages/index.ts';
import { pathFor } from '../../shared/routes.ts';
import { publicConfig } from '../../lib/config.ts';
import {
  $therapyArticles,
  $therapyName,
  loadMoreTherapyArticles,
  startTherapyArticles,
} from '../../stores/articles.ts';
import { externalHref } from '../../lib/content-links.ts';
import { routeParams } from '../../lib/content-route.ts';
import EndlessList from '../../ui/EndlessList.tsx';
import ArticleCard from './ArticleCard.tsx';
import NewTabLink from './NewTabLink.tsx';

function TherapyArticleItem({ article }: { article: TherapyArticle }) {
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

/** Reads the therapy from the address, shows it as the heading and lists its articles. */
export default function TherapyArticles() {
  const therapy = useStore($therapyName);
  const list = useStore($therapyArticles);

  useEffect(() => {
    void startTherapyArticles(routeParams('therapyArticles').therapy ?? '');
  }, []);

  useEffect(() => {
    if (therapy) document.title = `${t.content.therapyArticles(therapy)} · ${publicConfig.brand.name}`;
  }, [therapy]);

  return (
    <>
      <h1 className="page-title">{therapy ? t.content.therapyArticles(therapy) : t.content.articles}</h1>
      <EndlessList
        state={list}
        onLoadMore={() => void loadMoreTherapyArticles()}
        label={t.content.articles}
        className="articles"
        itemKey={(article) => article.article_id}
        renderItem={(article) => <TherapyArticleItem article={article} />}
        emptyText={t.content.noArticles}
      />
    </>
  );
}
