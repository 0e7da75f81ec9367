/** Rows held in the process (src/server/services/live-cache.ts): trusted for their TTL, renewed ahead of it. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localChangeFeed } from '../../src/server/db/change-feed.ts';
import { LiveCache, REFRESH_AHEAD_SHARE } from '../../src/server/services/live-cache.ts';

const TTL = 2_000;
/** When a row read at time 0 is read again in the background. */
const REFRESH_AT = TTL * (1 - REFRESH_AHEAD_SHARE);

interface Row {
  id: number;
  version: number;
}

/** A database stand-in: each read answers the row's next version, or what `next` says. */
function source() {
  let version = 0;
  const reads = { count: 0, next: undefined as (() => Promise<Row | undefined>) | undefined };
  const read = (): Promise<Row | undefined> => {
    reads.count += 1;
    if (reads.next) return reads.next();
    version += 1;
    return Promise.resolve({ id: 1, version });
  };
  return { read, reads };
}

/** Lets pending promise callbacks run. */
const settle = () =>
  new Promise<void>((resolve) => {
    setImmediate(resolve);
  });

describe('LiveCache', () => {
  let cache: LiveCache<Row>;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['performance'] });
    cache = new LiveCache<Row>(localChangeFeed(), { topic: 'row', ttlMs: TTL, maxEntries: 10 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves a row from memory until the last part of its TTL, then serves it while reading it again', async () => {
    const { read, reads } = source();
    expect(await cache.load('k', read)).toMatchObject({ version: 1 });
    vi.advanceTimersByTime(REFRESH_AT - 1);
    expect(await cache.load('k', read)).toMatchObject({ version: 1 });
    expect(reads.count).toBe(1);
    vi.advanceTimersByTime(1);
    // Found near its end: served as it is, and read again in the background (once, however many calls come).
    const during = await Promise.all([cache.load('k', read), cache.load('k', read), cache.load('k', read)]);
    expect(during.map((row) => row?.version)).toEqual([1, 1, 1]);
    expect(reads.count).toBe(2);
    await settle();
    expect(await cache.load('k', read)).toMatchObject({ version: 2 });
    // Renewed: trusted for a whole TTL from the refresh, so a row in steady use never makes a call wait.
    vi.advanceTimersByTime(TTL - 1);
    expect(await cache.load('k', read)).toMatchObject({ version: 2 });
    expect(reads.count).toBe(3);
  });

  it('never serves a row past its TTL: a call after it waits for the read', async () => {
    const { read, reads } = source();
    await cache.load('k', read);
    vi.advanceTimersByTime(TTL);
    expect(await cache.load('k', read)).toMatchObject({ version: 2 });
    expect(reads.count).toBe(2);
  });

  it('a failed refresh changes nothing: the row expires at its time and the next call reads it', async () => {
    const { read, reads } = source();
    await cache.load('k', read);
    vi.advanceTimersByTime(REFRESH_AT);
    reads.next = () => Promise.reject(new Error('database down'));
    expect(await cache.load('k', read)).toMatchObject({ version: 1 });
    await settle();
    expect(await cache.load('k', read)).toMatchObject({ version: 1 });
    await settle();
    vi.advanceTimersByTime(TTL - REFRESH_AT);
    reads.next = undefined;
    expect(await cache.load('k', read)).toMatchObject({ version: 2 });
    expect(reads.count).toBe(4);
  });

  it('a refresh that finds the row gone forgets it', async () => {
    const { read, reads } = source();
    await cache.load('k', read);
    vi.advanceTimersByTime(REFRESH_AT);
    reads.next = () => Promise.resolve(undefined);
    await cache.load('k', read);
    await settle();
    expect(await cache.load('k', read)).toBeUndefined();
    expect(reads.count).toBe(3);
  });

  it('a refresh under way when the row changes is not kept', async () => {
    const { read } = source();
    await cache.load('k', read);
    vi.advanceTimersByTime(REFRESH_AT);
    let finish: (row: Row) => void = () => undefined;
    const { read: slowRead } = {
      read: () =>
        new Promise<Row | undefined>((resolve) => {
          finish = resolve;
        }),
    };
    expect(await cache.load('k', slowRead)).toMatchObject({ version: 1 });
    cache.forget(1);
    finish({ id: 1, version: 99 });
    await settle();
    expect(await cache.load('k', read)).toMatchObject({ version: 2 });
  });
});
