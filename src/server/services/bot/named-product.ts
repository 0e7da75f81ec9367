/** The product a doctor names in a chat message, for the report form the assistant offers (issue 40 §8). */
import type { Db } from '../../db/client.ts';
import { understoodSearch } from '../search/understand.ts';
import { findNamedProduct } from './search.ts';
import { searchWords } from './words.ts';

/** The one product whose name the text mentions (a Devanagari name as its English term), else undefined. */
export function namedProduct(db: Db, text: string): Promise<{ id: number; title: string } | undefined> {
  return findNamedProduct(db, searchWords(understoodSearch(text)));
}
