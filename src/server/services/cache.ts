/**
 * A small in-process cache with a time to live, a size bound and single-flight loading: while one caller loads a
 * missing key, every other caller of that key waits for the same promise (no stampede on expiry). Time is the
 * monotonic clock, not the API clock: staleness is about real seconds, whatever time tests pretend it is.
 */
import { ALL_CHANGED, changeFeedOf } from '../db/change-feed.ts';

/** The change-feed topic that empties every catalogue and article cache in every process. */
const CATALOGUE_CHANGED = 'catalogue';

/** How long entries live and how many there may be. */
export interface CacheLimits {
  ttlMs: number;
  maxEntries: number;
}

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

/** A map of keys to loaded values that forgets them after `ttlMs`; the oldest entry goes first when full. */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>();
  readonly #limits: CacheLimits;
  readonly #clock: () => number;

  /** Creates an empty cache; `clock` (milliseconds, monotonic) is replaceable for tests. */
  constructor(limits: CacheLimits, clock: () => number = () => performance.now()) {
    this.#limits = limits;
    this.#clock = clock;
  }

  /** The cached value of `key`, or the value `load` produces (cached unless it fails). */
  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = this.#clock();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (hit) this.#entries.delete(key);
    while (this.#entries.size >= this.#limits.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
    const value = load();
    const entry = { value, expiresAt: now + this.#limits.ttlMs };
    this.#entries.set(key, entry);
    // A failed load is not remembered: the next caller tries again.
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return value;
  }

  /** Forgets every entry (after a write that changes what they hold). */
  clear(): void {
    this.#entries.clear();
  }

  /** How many entries are held (expired ones included until they are next asked for). */
  get size(): number {
    return this.#entries.size;
  }
}

/** Caches created for each owner (the Drizzle database object), so they can be cleared together. */
const registries = new WeakMap<object, Set<{ clear(): void }>>();

/** The caches of an owner, created (and subscribed to its database's change feed) on first use. */
function registryOf(owner: object): Set<{ clear(): void }> {
  let registry = registries.get(owner);
  if (!registry) {
    const caches = new Set<{ clear(): void }>();
    changeFeedOf(owner).subscribe((topic) => {
      if (topic === CATALOGUE_CHANGED || topic === ALL_CHANGED) for (const cache of caches) cache.clear();
    });
    registries.set(owner, caches);
    registry = caches;
  }
  return registry;
}

/**
 * A family of caches, one per owner: `cacheOf(db)` gives that database's cache, created on first use. For answers
 * read from rarely changing tables (the catalogue, the article page directory), the same for every member.
 */
export function cachePerDatabase<K, V>(limits: CacheLimits): (owner: object) => TtlCache<K, V> {
  const caches = new WeakMap<object, TtlCache<K, V>>();
  return (owner) => {
    let cache = caches.get(owner);
    if (!cache) {
      cache = new TtlCache<K, V>(limits);
      caches.set(owner, cache);
      registryOf(owner).add(cache);
    }
    return cache;
  };
}

/** Calls `clear` whenever the owner's caches are emptied (a cache that is not a TtlCache: the article index). */
export function onCachesCleared(owner: object, clear: () => void): void {
  registryOf(owner).add({ clear });
}

/**
 * Forgets every cached answer of a database: call it after writing catalogue or article rows. This process forgets
 * at once; every other process sharing the database as soon as the change feed reaches it (db/change-feed.ts).
 * A change made behind the API's back (SQL by hand) shows when the TTL runs out.
 */
export async function invalidateCaches(owner: object): Promise<void> {
  await changeFeedOf(owner).publish(CATALOGUE_CHANGED);
}

/**
 * The result of a catalogue or article write, once every process has been told to forget its cached answers (the
 * staff console's writes: doctors see the change at their next call, and a new article's words in the search).
 */
export async function withCachesInvalidated<T>(owner: object, write: Promise<T>): Promise<T> {
  const result = await write;
  await invalidateCaches(owner);
  return result;
}
