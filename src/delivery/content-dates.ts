/**
 * Dates in the front matter of the Markdown pages (docs/CONTENT.md): only a real calendar day written YYYY-MM-DD.
 * YAML turns `2026-13-45` into a Date of 2027-02-14 on its own, so the loader hands the schema the text as written.
 */
import { readFileSync } from 'node:fs';
import type { Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { parseFrontMatter } from './markdown.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day a front-matter value names: a valid Date, or a string YYYY-MM-DD that is a real date; else undefined. */
export function calendarDay(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string' || !DAY.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? day : undefined;
}

/** A schema of a front-matter date named `field`, failing with a message a marketer understands. */
export function calendarDate(field: string) {
  return z.unknown().transform((value, ctx): Date => {
    const day = calendarDay(value);
    if (day) return day;
    ctx.addIssue({ code: 'custom', message: `${field} must be a real date written YYYY-MM-DD, e.g. 2026-03-09` });
    return z.NEVER;
  });
}

/** The text of a top-level `key:` of a Markdown file's front matter, without quotes or a comment; undefined if absent. */
export function rawValue(source: string, key: string): string | undefined {
  return parseFrontMatter(source)
    .data[key]?.replace(/\s+#.*$/, '')
    .replace(/^(["'])(.*)\1$/, '$2');
}

/** A loader whose date fields (`keys`) reach the schema as written in the file, not as YAML read them. */
export function withDatesAsWritten(loader: Loader, keys: readonly string[]): Loader {
  return {
    ...loader,
    load: (context) =>
      loader.load({
        ...context,
        parseData: (props) => {
          const source = props.filePath ? readFileSync(props.filePath, 'utf8') : '';
          const data: Record<string, unknown> = { ...props.data };
          for (const key of keys) if (data[key] instanceof Date) data[key] = rawValue(source, key) ?? data[key];
          return context.parseData({ ...props, data: data as typeof props.data });
        },
      }),
  };
}
