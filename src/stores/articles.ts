/** The article lists of SPEC §2: all articles and one therapy's articles (endless, SPEC §4); the journal's: journal.ts. */
import { atom } from 'nanostores';
import { getArticles, getTherapyArticles } from '../api/content.ts';
import type { Article, TherapyArticle } from '../shared/contract/entities.ts';
import { createPagedList } from './paged-list.ts';
// Connects the API client (src/api/connection.ts) before this store's first call.
import './session.ts';

const latest = createPagedList<Article>();
const therapy = createPagedList<TherapyArticle>();

/** Longest therapy name the server accepts (contract: Therapy ≤ 120 characters). */
export const MAX_THERAPY_LENGTH = 120;

/** The answer of a list whose address names nothing: no rows. */
export const nothing = async () => ({ result: [], page: 1, hasMore: false });

/** Every article, newest first, as loaded so far (/articles). */
export const $latestArticles = latest.$list;

/** Loads page 1 of every article. */
export function startLatestArticles(): Promise<void> {
  return latest.start(getArticles);
}

/** Loads the next page of every article (or retries a failed one). */
export const loadMoreLatestArticles = latest.loadMore;

/** The articles of the therapy shown on /articles/therapy/{therapy}. */
export const $therapyArticles = therapy.$list;

/** The therapy of /articles/therapy/{therapy}, as shown in the heading. */
export const $therapyName = atom('');

/** Loads page 1 of a therapy's articles; a blank name has none. */
export function startTherapyArticles(name: string): Promise<void> {
  const value = name.trim().slice(0, MAX_THERAPY_LENGTH);
  $therapyName.set(value);
  return therapy.start(value ? (page) => getTherapyArticles(value, page) : nothing);
}

/** Loads the next page of the therapy's articles (or retries a failed one). */
export const loadMoreTherapyArticles = therapy.loadMore;
