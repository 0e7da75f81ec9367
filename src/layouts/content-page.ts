/**
 * The Markdown page (privacy, terms, disclaimer) of the page's language: its copy in src/content/pages/<language>/,
 * or the English file when there is none yet, flagged so the page can say so (docs/CONTENT.md).
 */
import { type CollectionEntry, getEntry } from 'astro:content';
import { language } from '../shared/messages/index.ts';

/** A Markdown page and whether it is the English fallback of a page in another language. */
export interface LocalPage {
  page: CollectionEntry<'pages'>;
  fallback: boolean;
}

/** The page named `slug` in the page's language, else in English; throws when even the English file is missing. */
export async function localPage(slug: string): Promise<LocalPage> {
  const translated = language === 'en' ? undefined : await getEntry('pages', `${language}/${slug}`);
  if (translated) return { page: translated, fallback: false };
  const page = await getEntry('pages', slug);
  if (!page) throw new Error(`src/content/pages/${slug}.md is missing`);
  return { page, fallback: language !== 'en' };
}
