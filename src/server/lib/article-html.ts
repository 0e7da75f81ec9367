/** An article's HTML fields in the sanitiser's form: the one step every article write path takes (services/content/article-html.ts). */
import { sanitizeHtml } from './sanitize-html.ts';

/** The HTML fields of an article. */
interface ArticleHtml {
  reference: string;
  description: string;
}

/** An article's values with its reference and description in the sanitiser's form. */
export function withSanitizedHtml<T extends ArticleHtml>(values: T): T {
  return { ...values, reference: sanitizeHtml(values.reference), description: sanitizeHtml(values.description) };
}
