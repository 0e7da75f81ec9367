/** Article search results (SPEC §2 /searcharticles/{searchedString}), an endless list. */
import { atom } from 'nanostores';
import { searchArticles } from '../api/content.ts';
import type { Article } from '../shared/contract/entities.ts';
import { createPagedList } from './paged-list.ts';
// Connects the API client (src/api/connection.ts) before this store's first call.
import './session.ts';

const list = createPagedList<Article>();

/** The longest search text the server accepts (contract: search_string ≤ 100 characters). */
const MAX_SEARCH_LENGTH = 100;

/** The searched text, as shown in the heading. */
export const $searchText = atom('');

/** The results loaded so far. */
export const $articleResults = list.$list;

/** Starts a search for a text; a blank text has no results. */
export function startArticleSearch(text: string): Promise<void> {
  const query = text.trim().slice(0, MAX_SEARCH_LENGTH);
  $searchText.set(query);
  if (query === '') return list.start(async () => ({ result: [], page: 1, hasMore: false }));
  return list.start((page) => searchArticles(query, page));
}

/** Loads the next page of results (or retries a failed one). */
export const loadMoreArticles = list.loadMore;
