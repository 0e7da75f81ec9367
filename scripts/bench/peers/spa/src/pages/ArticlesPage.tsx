/** /articles in the peer: the product's ArticleList island (src/pages/articles/index.astro). */
import ArticleList from '../../../../../../src/islands/content/ArticleList.tsx';
import { t } from '../../../../../../src/shared/messages/index.ts';
import { useTitle } from '../shell/useTitle.ts';

/** Every article, newest first. */
export default function ArticlesPage() {
  useTitle(t.content.articles);
  return <ArticleList />;
}
