/** Case- and accent-insensitive partial matching over text columns (search_fold() of migration 0001_search). */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** At most this many words of a search text are matched; the rest are ignored. */
const MAX_SEARCH_WORDS = 5;

/** The words of a search text: split on white space, at most MAX_SEARCH_WORDS. */
export function searchWords(text: string): string[] {
  return text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, MAX_SEARCH_WORDS);
}

/** Escapes LIKE wildcards (`%`, `_`) and the escape character itself, so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A column (or expression) folded to lower case without accents, the form the trigram indexes hold. */
function folded(column: AnyColumn | SQL): SQL {
  return sql`search_fold(${column})`;
}

/** True when the folded column contains the text anywhere. */
export function contains(column: AnyColumn, text: string): SQL {
  return sql`${folded(column)} ILIKE search_fold(${`%${escapeLike(text)}%`})`;
}
