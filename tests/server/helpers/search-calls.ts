/** The three searches a doctor makes, as calls of a signed-in member: articles, products and the assistant. */
import { expect } from 'vitest';
import type { Article, Paged, Product } from '../../../src/shared/contract/entities.ts';
import type { TestApp } from './app.ts';
import { post } from './fixtures.ts';

/** Searches of one member in one test app. */
export interface SearchCalls {
  /** The titles SearchArticles.php answers on its first page. */
  articleTitles: (text: string) => Promise<string[]>;
  /** The titles Searchmoleculeproducts.php answers. */
  productTitles: (text: string) => Promise<string[]>;
  /** The assistant's reply text. */
  ask: (query: string) => Promise<string>;
}

/** The searches of the member signed in with `key` (read when called, so it may be set in beforeAll). */
export function searchCalls(app: () => TestApp, key: () => string): SearchCalls {
  return {
    articleTitles: async (text) => {
      const response = await app().request(post('/SearchArticles.php', { search_string: text, page: '1' }, key()));
      expect(response.statusCode).toBe(200);
      return (response.json() as [unknown, Paged<Article>])[1].result.map((a) => a.Atitle);
    },
    productTitles: async (text) => {
      const response = await app().request({
        method: 'GET',
        url: `/api/Searchmoleculeproducts.php?searchedString=${encodeURIComponent(text)}`,
        headers: { authorization: `Bearer ${key()}` },
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as [unknown, Product[]])[1].map((p) => p.title);
    },
    ask: async (query) => {
      const answer = await app().request(post('/CalltoBot.php', { query }, key()));
      expect(answer.statusCode).toBe(200);
      return (JSON.parse((answer.json() as [unknown, string])[1]) as { response: string }).response;
    },
  };
}
