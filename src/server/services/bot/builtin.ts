/** The built-in assistant (default, offline): greets, and points to the portal's products, articles and videos by search words. */
import type { Db } from '../../db/client.ts';
import { understoodSearch } from '../search/understand.ts';
import { GREETING_REPLY, nothingFoundReply } from './replies.ts';
import { findArticles, findProducts, findVideos, type LinkHit, type ProductHit } from './search.ts';
import type { Bot, BotContext } from './types.ts';
import { isGreeting, searchWords } from './words.ts';

/** Lines naming the products found, each with a link to its therapy's product page at `siteUrl`. */
function productLines(hits: ProductHit[], siteUrl: string): string[] {
  if (hits.length === 0) return [];
  const lines = hits.map((hit) => {
    const link = `${siteUrl}/products/${encodeURIComponent(hit.therapy)}`;
    const composition = hit.composition ? ` (${hit.composition})` : '';
    return `- ${hit.title}${composition} is in ${hit.therapy}: ${link}`;
  });
  const count = hits.length === 1 ? 'this product' : `these ${hits.length} products`;
  return [`I found ${count} in the portal:`, ...lines];
}

/** Answers from the portal's own catalogue; links go to the product pages of the site and to the articles. */
export class BuiltinBot implements Bot {
  readonly #db: Db;

  /** Searches `db`. */
  constructor(db: Db) {
    this.#db = db;
  }

  /** One plain-text reply: a greeting, what was found with links (to the portal's address), or a plain "not found". */
  async answer(question: string, context: BotContext): Promise<string> {
    if (isGreeting(question)) return GREETING_REPLY;
    // A Devanagari product name or a Hindi/Nepali medical word is searched as its English term.
    const words = searchWords(understoodSearch(question));
    if (words.length === 0) return nothingFoundReply([]);
    // One after the other: one pooled connection per question is plenty for these small queries.
    const productHits = await findProducts(this.#db, words);
    const articleHits = await findArticles(this.#db, words);
    const videoHits = await findVideos(this.#db, words);
    if (productHits.length + articleHits.length + videoHits.length === 0) return nothingFoundReply(words);
    return [
      ...productLines(productHits, context.siteUrl.replace(/\/+$/, '')),
      ...this.#linkLines(articleHits, 'read', 'article'),
      ...this.#linkLines(videoHits, 'watch', 'video'),
    ].join('\n');
  }

  #linkLines(hits: LinkHit[], verb: 'read' | 'watch', noun: 'article' | 'video'): string[] {
    if (hits.length === 0) return [];
    const count = hits.length === 1 ? `this ${noun}` : `these ${hits.length} ${noun}s`;
    return [`You may also like to ${verb} ${count}:`, ...hits.map((hit) => `- ${hit.title}: ${hit.link}`)];
  }
}
