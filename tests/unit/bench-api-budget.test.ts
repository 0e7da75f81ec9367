/** `npm run bench:api` judges the uncached article search by the read p99 budget (issue 22), as it does every read. */
import { describe, expect, it } from 'vitest';
import type { MeasuredCase } from '../../scripts/bench/api/measure.ts';
import { rate } from '../../scripts/bench/api/report.ts';

const uncached = (connections: number, p99: number): MeasuredCase => ({
  name: 'SearchArticles, 4,800 searches (cache misses)',
  kind: 'uncached-search',
  connections,
  requestsPerSecond: 1000,
  p50: 5,
  p99,
  non2xx: 0,
  socketErrors: 0,
  total: 3000,
  bytesPerAnswer: 1500,
  ratio: 0.1,
  roundRatios: [0.1],
  roundP99s: [p99],
});

describe('bench:api budgets', () => {
  it('misses the uncached search above 25 ms p99 at 20 connections, and only there', () => {
    const [slow, fast, crowded] = rate([uncached(20, 25.5), uncached(20, 25), uncached(200, 900)]);
    expect(slow?.misses).toEqual(['p99 25.5 ms > 25 ms']);
    expect(fast?.misses).toEqual([]);
    expect(crowded?.misses).toEqual([]);
  });

  it('misses it at 200 connections on any error', () => {
    const [row] = rate([{ ...uncached(200, 100), non2xx: 1 }]);
    expect(row?.misses).toEqual(['1 non-2xx, 0 socket errors']);
  });
});
