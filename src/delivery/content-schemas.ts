/**
 * The front matter of the Markdown pages marketing edits (src/content.config.ts, docs/CONTENT.md). Each rule fails
 * with a sentence a marketer can act on, naming the field and what to write, not the checking library's words.
 */
import { z } from 'astro/zod';
import { calendarDate } from './content-dates.ts';

/** A required line of text named `field`. */
const requiredText = (field: string, what: string) =>
  z.string({ error: `${field} is required: ${what}` }).min(1, { error: `${field} is empty: ${what}` });

/** An optional description of at most 200 characters (search engines show it). */
const description = (required: boolean) => {
  const text = z
    .string({ error: 'description is required: one or two sentences about the page' })
    .max(200, { error: 'description is too long: at most 200 characters' });
  return required ? text.min(1, { error: 'description is empty: one or two sentences about the page' }) : text;
};

/** A whole number of pixels named `field`. */
const pixels = (field: string) =>
  z
    .number({ error: `${field} must be a plain number of pixels, such as 640 (no quotes, no px)` })
    .int({ error: `${field} must be a whole number of pixels, such as 640` })
    .positive({ error: `${field} must be more than 0` });

/** Static pages (privacy policy, terms, disclaimer): a title, a date, an optional picture. */
export const pageSchema = z.object({
  title: requiredText('title', 'the page heading'),
  updated: calendarDate('updated'),
  description: description(false).optional(),
  /** A file name under the policy image base (PUBLIC_IMAGE_BASE_POLICY), shown above the text. */
  image: z
    .string()
    .regex(/^[\w.-]+\.(svg|webp|png|jpe?g)$/, {
      error: 'image must be a file name such as privacy.webp (no spaces; .svg, .webp, .png or .jpg)',
    })
    .optional(),
});

/** Campaign pages at /campaign/<file name>: title, summary, date, optional hero picture and call to action. */
export const campaignSchema = z.object({
  title: requiredText('title', 'the campaign heading'),
  description: description(true),
  date: calendarDate('date'),
  /** A picture under public/ (e.g. /images/banners/heart-month.svg) with its size, so nothing jumps. */
  image: z
    .object({
      src: z
        .string({ error: 'image.src is required: the picture, such as /images/banners/heart-month.svg' })
        .regex(/^\/[\w./-]+$/, {
          error: 'image.src must be a path under public/ starting with /, such as /images/banners/heart-month.svg',
        }),
      alt: z.string({ error: 'image.alt is required: what the picture shows, for readers who cannot see it' }),
      width: pixels('image.width'),
      height: pixels('image.height'),
    })
    .optional(),
  /** A button at the end: a page of the portal (/therapies) or an https:// address. */
  cta: z
    .object({
      label: requiredText('cta.label', 'the words on the button'),
      href: z.string({ error: 'cta.href is required: where the button goes' }).regex(/^(\/(?!\/)|https:\/\/)/, {
        error: 'cta.href must be a portal page starting with / (such as /therapies) or an https:// address',
      }),
    })
    .optional(),
  /** Drafts are not built. */
  draft: z.boolean({ error: 'draft must be true or false (not yes or no, and without quotes)' }).default(false),
});
