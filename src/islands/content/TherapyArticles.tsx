/**
 * Island: /articles/therapy/{therapy}, the therapy's articles as an endless list (SPEC §2 Therapy articles page). The
 * first page is drawn before React (src/islands/first-screen/); the island hydrates after it (`client:painted`).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { t } from '../../shared/messages/index.ts';
import { publicConfig } from '../../lib/config.ts';
import {
  $therapyArticles,
  $therapyName,
  loadMoreTherapyArticles,
  startTherapyArticles,
} from '../../stores/articles.ts';
import { routeParams } from '../../lib/content-route.ts';
import EndlessList from '../../ui/EndlessList.tsx';
import { useDeferredStore } from '../../ui/useDeferredStore.ts';
import { drawnRowsInView, useFirstScreen } from '../first-screen/use-first-screen.ts';
import TherapyArticleItem from './TherapyArticleItem.tsx';

/** Reads the therapy from the address, names the document after it and lists its articles (the heading is the page's). */
export default function TherapyArticles() {
  const therapy = useStore($therapyName);
  const list = useDeferredStore($therapyArticles);
  // The rows drawn before React that the reader sees (or has scrolled past) are all rendered in the first go.
  const [firstRows] = useState(drawnRowsInView);

  useEffect(() => {
    void startTherapyArticles(routeParams('therapyArticles').therapy ?? '');
  }, []);
  // Its page has no layout script: this island binds the shell and takes the place of the articles drawn before React.
  useFirstScreen(list.items.length > 0 || list.status === 'ready' || list.status === 'error');

  useEffect(() => {
    if (therapy) document.title = `${t.content.therapyArticles(therapy)} · ${publicConfig.brand.name}`;
  }, [therapy]);

  return (
    <EndlessList
      state={list}
      onLoadMore={() => void loadMoreTherapyArticles()}
      label={t.content.articles}
      className="articles"
      itemKey={(article) => article.article_id}
      renderItem={(article) => <TherapyArticleItem article={article} />}
      emptyText={t.content.noArticles}
      firstRows={firstRows}
    />
  );
}
