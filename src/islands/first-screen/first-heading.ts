/**
 * A page named after its address before React (AddressHeading.astro): the drawing script (first-cards.ts) puts the
 * address's value in the page's heading, as the page's island would name it once hydrated, so that the heading does
 * not change under the reader when React comes. Plain code: the routes live in React's file, so the page tells where
 * the value is.
 */
import { VALUE_MARK } from './first-card-model.ts';

/** Where the heading's value is in the address, and how it is shown (first-card-addresses.ts addressHeadingSetup). */
export interface AddressHeadingSpec {
  /** The language codes an address may start with (/hi/…). */
  languages: string[];
  /** The route's segments (shared/routes.ts pattern, split): the value's place, and how many an address has. */
  index: number;
  count: number;
  /** The heading with VALUE_MARK where the value goes; without one, the value itself. */
  template?: string;
  /** Trim the value and keep this many characters (a therapy's name, as stores/articles.ts keeps it). */
  cut?: number;
}

/** The heading the address gives (as the island shows it), or undefined to keep the page's own. */
export function addressHeadingOf(pathname: string, spec: AddressHeadingSpec): string | undefined {
  const parts = pathname.split('/').filter((part) => part !== '');
  if (spec.languages.includes(parts[0] ?? '')) parts.shift();
  if (parts.length !== spec.count) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(parts[spec.index] ?? '');
  } catch {
    return undefined;
  }
  if (spec.cut !== undefined) value = value.trim().slice(0, spec.cut);
  if (!value) return undefined;
  return spec.template === undefined ? value : spec.template.replace(VALUE_MARK, () => value);
}
