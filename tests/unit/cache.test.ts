/** The in-process answer cache (src/server/services/cache.ts): TTL, single-flight loads, size bound, invalidation. */
import { describe, expect, it } from 'vitest';
import { cachePerDatabase, invalidateCaches, TtlCache } from '../../src/server/services/cache.ts';

/** A cache on a clock the test moves, and a loader that counts its calls. */
function setup(maxEntries = 10) {
  let time = 0;
  const cache = new TtlCache<string, number>({ ttlMs: 1000, maxEntries }, () => time);
  let loads = 0;
  const load = (value: number) => async () => {
    loads += 1;
    return value;
  };
  return {
    cache,
    load,
    loads: () => loads,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('TtlCache', () => {
  it('answers the loaded value until the TTL runs out, then loads again', async () => {
    const { cache, load, loads, advance } = setup();
    expect(await cache.get('a', load(1))).toBe(1);
    advance(999);
    expect(await cache.get('a', load(2))).toBe(1);
    advance(1);
    expect(await cache.get('a', load(3))).toBe(3);
    expect(loads()).toBe(2);
  });

  it('loads once for callers that ask at the same time', async () => {
    const { cache, load, loads } = setup();
    const values = await Promise.all(Array.from({ length: 50 }, () => cache.get('a', load(7))));
    expect(values).toEqual(Array.from({ length: 50 }, () => 7));
    expect(loads()).toBe(1);
  });

  it('does not remember a failed load', async () => {
    const { cache, load } = setup();
    await expect(
      cache.get('a', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.get('a', load(4))).toBe(4);
  });

  it('holds at most maxEntries keys, forgetting the oldest first', async () => {
    const { cache, load, loads } = setup(2);
    await cache.get('a', load(1));
    await cache.get('b', load(2));
    await cache.get('c', load(3));
    expect(cache.size).toBe(2);
    expect(await cache.get('b', load(20))).toBe(2);
    expect(await cache.get('a', load(10))).toBe(10);
    expect(loads()).toBe(4);
  });
});

describe('cachePerDatabase and invalidateCaches', () => {
  it('keeps one cache per owner and clears only that owner', async () => {
    const cacheOf = cachePerDatabase<string, string>({ ttlMs: 60_000, maxEntries: 10 });
    const first = {};
    const second = {};
    await cacheOf(first).get('k', async () => 'first');
    await cacheOf(second).get('k', async () => 'second');
    expect(cacheOf(first)).toBe(cacheOf(first));
    await invalidateCaches(first);
    expect(await cacheOf(first).get('k', async () => 'reloaded')).toBe('reloaded');
    expect(await cacheOf(second).get('k', async () => 'reloaded')).toBe('second');
  });
});
