/**
 * Content collections: Markdown pages edited by marketing and shipped with a content-only rebuild
 * (docs/CONTENT.md). Each page is built to static HTML without any JavaScript.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { withDatesAsWritten } from './delivery/content-dates.ts';
import { campaignSchema, pageSchema } from './delivery/content-schemas.ts';

/** Static pages (privacy policy, terms, disclaimer): a title, a date, an optional picture and a Markdown body. */
const pages = defineCollection({
  // English at the top, Hindi and Nepali copies in hi/ and ne/ (ids 'privacy', 'hi/privacy', …; docs/CONTENT.md).
  loader: withDatesAsWritten(glob({ pattern: ['*.md', 'hi/*.md', 'ne/*.md'], base: './src/content/pages' }), [
    'updated',
  ]),
  schema: pageSchema,
});

/** Campaign pages at /campaign/<file name>: title, summary, date, optional hero picture and call to action. */
const campaigns = defineCollection({
  loader: withDatesAsWritten(glob({ pattern: '*.md', base: './src/content/campaigns' }), ['date']),
  schema: campaignSchema,
});

/** Every collection of the site. */
export const collections = { pages, campaigns };
