/** Page navigation used by store actions (a multi-page site: every route is its own document). */
import { pathFor, safeNext } from '../shared/routes.ts';

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

/** The login screen, with the page to return to after login when it is a member page of this site. */
export function loginPath(next: string): string {
  const safe = safeNext(next);
  return safe ? `${pathFor('login')}?next=${encodeURIComponent(safe)}` : pathFor('login');
}

/** The page this login should return to (the login or verify address's `next`), if it is a safe one. */
export function nextPath(): string | undefined {
  return typeof location === 'undefined' ? undefined : safeNext(new URLSearchParams(location.search).get('next'));
}

/** An address of the login flow that carries on the current `next` (login → verify). */
export function withNext(path: string): string {
  const next = nextPath();
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
