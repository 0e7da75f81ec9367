/**
 * Island: article search results (SPEC §2 /searcharticles/{searchedString}) as an endless list. The first page is
 * drawn before React (src/islands/first-screen/); the island hydrates after it (`client:painted`).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { t } from '../../shared/messages/index.ts';
import { matchRoute } from '../../shared/routes.ts';
import { publicConfig } from '../../lib/config.ts';
import { showSearchedText } from '../../lib/searched-text.ts';
import { $articleResults, $searchText, loadMoreArticles, startArticleSearch } from '../../stores/article-search.ts';
import EndlessList from '../../ui/EndlessList.tsx';
import { useDeferredStore } from '../../ui/useDeferredStore.ts';
import { drawnRowsInView, useFirstScreen } from '../first-screen/use-first-screen.ts';
import ArticleItem from './ArticleItem.tsx';

/** Reads the searched text from the address, shows it as the heading and lists the matching articles. */
export default function ArticleSearch() {
  const text = useStore($searchText);
  const results = useDeferredStore($articleResults);
  // The rows drawn before React that the reader sees (or has scrolled past) are all rendered in the first go.
  const [firstRows] = useState(drawnRowsInView);

  useEffect(() => {
    const match = matchRoute(location.pathname);
    const searched = match?.route.id === 'searchArticles' ? (match.params.searchedString ?? '') : '';
    // The header box shows the text it will search (issue 40), before its own code loads.
    showSearchedText(searched);
    void startArticleSearch(searched);
  }, []);

  // Its page has no layout script: this island binds the shell and takes the place of the articles drawn before React.
  useFirstScreen(results.items.length > 0 || results.status === 'ready' || results.status === 'error');
  useEffect(() => {
    if (text) document.title = `${t.search.title(text)} · ${publicConfig.brand.name}`;
  }, [text]);

  return (
    <>
      <h1 className="page-title">{text ? t.search.title(text) : t.common.search}</h1>
      <EndlessList
        state={results}
        onLoadMore={() => void loadMoreArticles()}
        label={t.common.search}
        className="articles"
        itemKey={(article) => article.article_id}
        renderItem={(article) => <ArticleItem article={article} />}
        emptyText={t.search.noArticles}
        firstRows={firstRows}
      />
    </>
  );
}
