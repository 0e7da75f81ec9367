/**
 * Text search over stored folded columns (schema.ts `*_folded`, migration 0005): the same matching as
 * services/search/text-match.ts (folded, partial, literal words), but the column side is already search_fold()ed
 * when the row is written, so a search folds only its own text, never the rows it looks at. Both sides being lower
 * case already, a plain LIKE matches exactly what ILIKE would, at a third of its cost per row (docs/PERFORMANCE.md).
 */
import { type AnyColumn, type SQL, and, or, sql } from 'drizzle-orm';
import { escapeLike, searchWords } from './text-match.ts';

/** True when the folded column contains the text anywhere. */
export function foldedContains(folded: AnyColumn, text: string): SQL {
  return sql`${folded} LIKE search_fold(${`%${escapeLike(text)}%`})`;
}

/** True when the folded column starts with the text. */
export function foldedStartsWith(folded: AnyColumn, text: string): SQL {
  return sql`${folded} LIKE search_fold(${`${escapeLike(text)}%`})`;
}

/** True when every word of the search text is found in at least one of the folded columns. */
export function foldedMatchesAllWords(columns: readonly AnyColumn[], text: string): SQL | undefined {
  return and(...searchWords(text).map((word) => or(...columns.map((column) => foldedContains(column, word)))));
}

/** Trigram similarity of the folded column to the folded text, from 0 to 1. */
export function foldedSimilarityTo(folded: AnyColumn, text: string): SQL<number> {
  return sql<number>`similarity(${folded}, search_fold(${text.trim()}))`;
}
