/** Content calls, typed by src/shared/contract/content.ts (more are added with their screens). */
import type * as contract from '../shared/contract/content.ts';
import type { Article, Paged } from '../shared/contract/entities.ts';
import { call } from './client.ts';

/** Loads one page (from 1) of the articles matching a search text. */
export async function searchArticles(searchString: string, page: number): Promise<Paged<Article>> {
  const [, answer] = await call('searchArticles', { body: { search_string: searchString, page: String(page) } });
  return answer;
}
