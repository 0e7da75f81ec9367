/**
 * A small in-process cache with a time to live, a size bound and single-flight loading: while one caller loads a
 * missing key, every other caller of that key waits for the same promise (no stampede on expiry). Time is the
 * monotonic clock, not the API clock: staleness is about real seconds, whatever time tests pretend it is.
 */

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
      const registry = registries.get(owner) ?? new Set();
      registry.add(cache);
      registries.set(owner, registry);
    }
    return cache;
  };
}

/**
 * Forgets every cached answer of a database: call it after writing catalogue or article rows. Another process
 * (replica) is not told; it answers the old rows until its TTL runs out (DESIGN §2: no shared in-process state).
 */
export function invalidateCaches(owner: object): void {
  for (const cache of registries.get(owner) ?? []) cache.clear();
}
