/** Page navigation used by store actions (a multi-page site: every route is its own document). */
import { pathFor } from '../shared/routes.ts';

/** Goes to an address of the site; `replace` keeps the current page out of the history. */
export function navigate(path: string, replace = false): void {
  if (typeof location === 'undefined') return;
  if (replace) location.replace(path);
  else location.assign(path);
}

/** Opens the article search results for a text (the header search box); blank texts are ignored. */
export function openArticleSearch(text: string): boolean {
  const searchedString = text.trim();
  if (searchedString === '') return false;
  navigate(pathFor('searchArticles', { searchedString }));
  return true;
}
