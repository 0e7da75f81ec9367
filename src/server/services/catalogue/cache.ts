/** The catalogue's answer caches (services/cache.ts): every member of a focus sees the same catalogue. */
import { cachePerDatabase } from '../cache.ts';

/** Catalogue answers live this long: an edit made in the database shows within these seconds on every replica. */
const CATALOGUE_TTL_MS = 5_000;

/** A cache of catalogue answers per database, holding at most `maxEntries` keys (keys come from requests). */
export const catalogueCache = <K, V>(maxEntries: number) =>
  cachePerDatabase<K, V>({ ttlMs: CATALOGUE_TTL_MS, maxEntries });
