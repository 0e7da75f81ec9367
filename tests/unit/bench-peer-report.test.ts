/** The peer comparison's pure parts (scripts/bench/web/peer-report.ts): medians per metric, ratios, goals, table. */
import { describe, expect, it } from 'vitest';
import type { RunFigures } from '../../scripts/bench/web/audit.ts';
import {
  missedGoals,
  type PeerComparison,
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
  /** A 10x comparison: ours and the peer's performance, TBT and LCP. */
  const lowEnd = (ours: [number, number, number], peer: [number, number, number]): PeerComparison => ({
    path: '/',
    cpuSlowdown: 10,
    ours: sideMedians([run(ours[0], ours[2], 1, ours[1])]),
    peer: sideMedians([run(peer[0], peer[2], 1, peer[1])]),
    runs: 1,
  });

  it('at 10x meets issue 44 at ≥ 90 and 15 points ahead, TBT ≤ 300 ms and half the peer, LCP ≤ 0.6', () => {
    expect(missedGoals(lowEnd([90, 300, 600], [75, 600, 1000]), 3000)).toEqual([]);
    expect(missedGoals(lowEnd([89, 300, 600], [74, 600, 1000]), 3000)).toEqual(['performance 89 < 90']);
    expect(missedGoals(lowEnd([90, 300, 600], [76, 600, 1000]), 3000)).toEqual([
      "performance 90 not 15 above the peer's 76",
    ]);
    expect(missedGoals(lowEnd([95, 301, 600], [60, 1000, 1000]), 3000)).toEqual(['TBT 301 ms > 300 ms']);
    expect(missedGoals(lowEnd([95, 251, 600], [60, 500, 1000]), 3000)).toEqual(["TBT 251 ms > half the peer's"]);
    expect(missedGoals(lowEnd([95, 0, 601], [60, 0, 1000]), 3000)).toEqual(['LCP ratio 0.60 > 0.6']);
  });

  it('the 2nd run of issue 44 (/ 83 against 90, TBT 434 against 265 ms) exits 1', () => {
    expect(missedGoals(lowEnd([83, 434, 2000], [90, 265, 2500]), 1994)).toHaveLength(5);
  });

  it('at 4x asks 100 on a quick host (benchmarkIndex ≥ 2,500) and 95 on a slow one', () => {
    expect(missedGoals(comparison(1000, 1), 2500)).toEqual([]);
    const ninetySix = { ...comparison(1000, 1), ours: { ...comparison(1000, 1).ours, performance: 96 } };
    expect(missedGoals(ninetySix, 2500)).toEqual(['performance 96 < 100']);
    expect(missedGoals(ninetySix, 2499)).toEqual([]);
  });

  it('prints one row per route and slowdown with ours / peer (ratio) and the goals missed', () => {
    const table = peerMarkdownTable([comparison(1000, 102_400), lowEnd([80, 400, 1500], [60, 500, 2000])], 3000);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe(
      '| `/home` | 4x | 100 / 60 | 500 / 1000 (0.50) | 1000 / 2000 (0.50) | 0 / 0 (n/a) | 200.0 / 585.9 (0.34) |' +
        ' 100.0 / 293.0 (0.34) | met |',
    );
    expect(lines[3]).toContain('| 10x |');
    expect(lines[3]).toContain('performance 80 < 90; ');
  });
});
