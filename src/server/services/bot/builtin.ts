/** The built-in assistant (default, offline): greets, and points to the portal's products, articles and videos by search words. */
import type { Language } from '../../../shared/messages/languages.ts';
import type { Db } from '../../db/client.ts';
import { shownText } from '../content-language.ts';
import { messagesIn } from '../language.ts';
import { understoodSearch } from '../search/understand.ts';
import { findArticles, findProducts, findVideos, type LinkHit, type ProductHit } from './search.ts';
import type { Bot, BotContext } from './types.ts';
import { isGreeting, searchWords } from './words.ts';

/** Lines naming the products found in `language`, each with a link to its therapy's product page at `siteUrl`. */
function productLines(hits: ProductHit[], siteUrl: string, language: Language): string[] {
  if (hits.length === 0) return [];
  const m = messagesIn(language);
  const lines = hits.map((hit) => {
    const link = `${siteUrl}/products/${encodeURIComponent(hit.therapy)}`;
    const title = shownText(hit.translations, 'title', hit.title, language);
    const product = hit.composition ? `${title} (${hit.composition})` : title;
    return m.assistantProductLine(product, shownText(hit.therapyTranslations, 'title', hit.therapy, language), link);
  });
  return [m.assistantProductsFound(hits.length), ...lines];
}

/** A heading and one line per article or video found, titled in `language` where a translation is stored. */
function linkLines(hits: LinkHit[], heading: (count: number) => string, language: Language): string[] {
  if (hits.length === 0) return [];
  const lines = hits.map((hit) => `- ${shownText(hit.translations ?? {}, 'title', hit.title, language)}: ${hit.link}`);
  return [heading(hits.length), ...lines];
}

/**
 * Answers from the portal's own catalogue, in the question's language (the records' titles where translated);
 * links go to the product pages of the site and to the articles.
 */
export class BuiltinBot implements Bot {
  readonly #db: Db;

  /** Searches `db`. */
  constructor(db: Db) {
    this.#db = db;
  }

  /** One plain-text reply: a greeting, what was found with links (to the portal's address), or a plain "not found". */
  async answer(question: string, context: BotContext): Promise<string> {
    const m = messagesIn(context.language);
    if (isGreeting(question)) return m.assistantGreeting;
    // A Devanagari product name or a Hindi/Nepali medical word is searched as its English term.
    const words = searchWords(understoodSearch(question));
    if (words.length === 0) return m.assistantNothingFound('');
    // One after the other: one pooled connection per question is plenty for these small queries.
    const productHits = await findProducts(this.#db, words);
    const articleHits = await findArticles(this.#db, words);
    const videoHits = await findVideos(this.#db, words);
    if (productHits.length + articleHits.length + videoHits.length === 0)
      return m.assistantNothingFound(words.join(' '));
    return [
      ...productLines(productHits, context.siteUrl.replace(/\/+$/, ''), context.language),
      ...linkLines(articleHits, m.assistantArticlesFound, context.language),
      ...linkLines(videoHits, m.assistantVideosFound, context.language),
    ].join('\n');
  }
}
