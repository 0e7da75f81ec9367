/** Content collections: Markdown pages edited by marketing and shipped with a content-only rebuild. */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** Static pages (privacy policy, later terms and disclaimer): a title, a date and a Markdown body. */
const pages = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/pages' }),
  schema: z.object({
    title: z.string().min(1),
    updated: z.coerce.date(),
    description: z.string().max(200).optional(),
  }),
});

/** Every collection of the site. */
export const collections = { pages };
