/**
 * Content collections: Markdown pages edited by marketing and shipped with a content-only rebuild
 * (docs/CONTENT.md). Each page is built to static HTML without any JavaScript.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { calendarDate, withDatesAsWritten } from './delivery/content-dates.ts';

/** Static pages (privacy policy, terms, disclaimer): a title, a date, an optional picture and a Markdown body. */
const pages = defineCollection({
  // English at the top, Hindi and Nepali copies in hi/ and ne/ (ids 'privacy', 'hi/privacy', …; docs/CONTENT.md).
  loader: withDatesAsWritten(glob({ pattern: ['*.md', 'hi/*.md', 'ne/*.md'], base: './src/content/pages' }), [
    'updated',
  ]),
  schema: z.object({
    title: z.string().min(1),
    updated: calendarDate('updated'),
    description: z.string().max(200).optional(),
    /** A file name under the policy image base (PUBLIC_IMAGE_BASE_POLICY), shown above the text. */
    image: z
      .string()
      .regex(/^[\w.-]+\.(svg|webp|png|jpe?g)$/)
      .optional(),
  }),
});

/** Campaign pages at /campaign/<file name>: title, summary, date, optional hero picture and call to action. */
const campaigns = defineCollection({
  loader: withDatesAsWritten(glob({ pattern: '*.md', base: './src/content/campaigns' }), ['date']),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1).max(200),
    date: calendarDate('date'),
    /** A picture under public/ (e.g. /images/banners/heart-month.svg) with its size, so nothing jumps. */
    image: z
      .object({
        src: z.string().regex(/^\/[\w./-]+$/),
        alt: z.string(),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      })
      .optional(),
    /** A button at the end: a page of the portal (/therapies) or an https:// address. */
    cta: z.object({ label: z.string().min(1), href: z.string().regex(/^(\/(?!\/)|https:\/\/)/) }).optional(),
    /** Drafts are not built. */
    draft: z.boolean().default(false),
  }),
});

/** Every collection of the site. */
export const collections = { pages, campaigns };
