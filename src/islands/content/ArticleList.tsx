/**
 * Island: /articles, every article newest first as an endless list that stops at the last page (DESIGN §4). The
 * first page is drawn before React (src/islands/first-screen/); the island hydrates after it (`client:painted`).
 */
import { useEffect, useState } from 'react';
import { t } from '../../shared/messages/index.ts';
import { $latestArticles, loadMoreLatestArticles, startLatestArticles } from '../../stores/articles.ts';
import EndlessList from '../../ui/EndlessList.tsx';
import { useDeferredStore } from '../../ui/useDeferredStore.ts';
import { drawnRowsInView, useFirstScreen } from '../first-screen/use-first-screen.ts';
import ArticleItem from './ArticleItem.tsx';

/** Loads page 1 on mount and the next page whenever the reader nears the end. */
export default function ArticleList() {
  const list = useDeferredStore($latestArticles);
  // The rows drawn before React that the reader sees (or has scrolled past) are all rendered in the first go.
  const [firstRows] = useState(drawnRowsInView);

  useEffect(() => {
    void startLatestArticles();
  }, []);
  // Its page has no layout script: this island binds the shell and takes the place of the articles drawn before React.
  useFirstScreen(list.items.length > 0 || list.status === 'ready' || list.status === 'error');

  return (
    <>
      <h1 className="page-title">{t.content.articles}</h1>
      <EndlessList
        state={list}
        onLoadMore={() => void loadMoreLatestArticles()}
        label={t.content.articles}
        className="articles"
        itemKey={(article) => article.article_id}
        renderItem={(article) => <ArticleItem article={article} />}
        emptyText={t.content.noArticles}
        firstRows={firstRows}
      />
    </>
  );
}
