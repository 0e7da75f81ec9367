/** Deterministic helpers of the demo seed: a fixed epoch and a seeded pseudo-random generator (no Math.random). */

/** Every seeded date is relative to this instant, so the dataset is identical on every run. */
const SEED_EPOCH = Date.UTC(2026, 0, 1, 0, 0, 0);

const HOUR_MS = 3_600_000;

/** The instant `days` (and optionally `hours`) before the seed epoch. */
export function daysBeforeEpoch(days: number, hours = 0): Date {
  return new Date(SEED_EPOCH - (days * 24 + hours) * HOUR_MS);
}

/** A seeded generator: `next()` returns a float in [0, 1), `int(n)` an integer in [0, n), `pick(list)` an item. */
export interface Random {
  next(): number;
  int(n: number): number;
  pick<T>(list: readonly T[]): T;
}

/** Mulberry32: a tiny, well-distributed 32-bit generator; the same seed always gives the same sequence. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => {
    const item = list[int(list.length)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  };
  return { next, int, pick };
}

/** A lower-case, hyphenated slug of a title (ASCII letters and digits only). */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
