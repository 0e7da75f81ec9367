/** The peer comparison's pure parts (scripts/bench/web/peer-report.ts): medians per metric, ratios, goals, table. */
import { describe, expect, it } from 'vitest';
import type { RunFigures } from '../../scripts/bench/web/audit.ts';
import {
  meetsGoals,
  type PeerComparison,
  PEER_GOALS,
  peerMarkdownTable,
  ratio,
  sideMedians,
} from '../../scripts/bench/web/peer-report.ts';

const run = (performance: number | null, lcp: number, jsBytes: number, tbt = 0): RunFigures => ({
  scores: { performance, accessibility: 100, 'best-practices': 100 },
  fcp: lcp / 2,
  lcp,
  tbt,
  cls: 0,
  speedIndex: lcp,
  totalBytes: jsBytes * 2,
  jsBytes,
  benchmarkIndex: 3000,
  cpuSlowdown: 4,
  finalPath: '/home',
  failedApiCalls: [],
  failedRequests: [],
  lost: [],
});

describe('sideMedians', () => {
  it('takes the median of each metric on its own, not of one median run', () => {
    const medians = sideMedians([run(90, 3000, 100), run(100, 1000, 300), run(95, 2000, 200, 50)]);
    expect(medians).toEqual({ performance: 95, fcp: 1000, lcp: 2000, tbt: 0, totalBytes: 400, jsBytes: 200 });
  });

  it('leaves out a run without a score, and gives NaN for no runs', () => {
    expect(sideMedians([run(null, 1000, 1), run(80, 1000, 1), run(100, 1000, 1)]).performance).toBe(80);
    expect(sideMedians([]).lcp).toBeNaN();
  });
});

describe('ratio and goals', () => {
  it('divides ours by the peer, NaN when the peer has 0 or nothing', () => {
    expect(ratio(500, 2000)).toBe(0.25);
    expect(ratio(10, 0)).toBeNaN();
    expect(ratio(10, Number.NaN)).toBeNaN();
  });

  const comparison = (oursLcp: number, oursJs: number): PeerComparison => ({
    path: '/home',
    cpuSlowdown: 4,
    ours: sideMedians([run(100, oursLcp, oursJs)]),
    peer: sideMedians([run(60, 2000, 300_000)]),
    runs: 1,
  });

  it('meets the goals at half the LCP and a third of the JavaScript bytes, not above', () => {
    expect(PEER_GOALS).toEqual({ lcp: 0.5, jsBytes: 1 / 3 });
    expect(meetsGoals(comparison(1000, 100_000))).toBe(true);
    expect(meetsGoals(comparison(1001, 100_000))).toBe(false);
    expect(meetsGoals(comparison(1000, 100_001))).toBe(false);
  });

  it('prints one row per route and slowdown with ours / peer (ratio) and the goals', () => {
    const table = peerMarkdownTable([comparison(1000, 102_400), { ...comparison(1500, 102_400), cpuSlowdown: 10 }]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe(
      '| `/home` | 4x | 100 / 60 | 500 / 1000 (0.50) | 1000 / 2000 (0.50) | 0 / 0 (n/a) | 200.0 / 585.9 (0.34) |' +
        ' 100.0 / 293.0 (0.34) | **missed** |',
    );
    expect(lines[3]).toContain('| 10x |');
  });
});
