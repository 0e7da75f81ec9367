/**
 * The peer comparison's figures (docs/PERFORMANCE.md "Peer"): per route and CPU slowdown, the median of each metric
 * over the runs of each side, the ratios ours / peer, the goals (ours at most half the peer's LCP and a third
 * of its JavaScript bytes) and the Markdown table printed at the end of `npm run bench:web -- --peer`.
 */
import type { RunFigures } from './audit.ts';
import { median } from './report.ts';

/** The metrics compared, as named in the table. */
const METRICS = ['performance', 'fcp', 'lcp', 'tbt', 'totalBytes', 'jsBytes'] as const;
/** A compared metric. */
type Metric = (typeof METRICS)[number];

/** The medians of one side's runs, each metric taken on its own. */
export type SideMedians = Record<Metric, number>;

/** One route at one CPU slowdown: both sides' medians and runs. */
export interface PeerComparison {
  path: string;
  cpuSlowdown: number;
  ours: SideMedians;
  peer: SideMedians;
  runs: number;
}

/** The goals: ours at most this share of the peer's LCP and of its JavaScript bytes. */
export const PEER_GOALS = { lcp: 0.5, jsBytes: 1 / 3 } as const;

/** The value of a metric in one run (the performance score as 0–100; NaN when Lighthouse gave none). */
function metricValue(run: RunFigures, metric: Metric): number {
  if (metric === 'performance') return run.scores.performance ?? Number.NaN;
  return run[metric];
}

/** The median of each metric over `runs`, each metric on its own (NaN values left out). */
export function sideMedians(runs: RunFigures[]): SideMedians {
  const entries = METRICS.map((metric) => {
    const values = runs.map((run) => metricValue(run, metric)).filter((v) => Number.isFinite(v));
    return [metric, median(values)] as const;
  });
  return Object.fromEntries(entries) as SideMedians;
}

/** ours / peer, or NaN when the peer's value is 0 or missing. */
export function ratio(ours: number, peer: number): number {
  return Number.isFinite(ours) && Number.isFinite(peer) && peer !== 0 ? ours / peer : Number.NaN;
}

/** Whether the route meets the goals at this slowdown (LCP and JavaScript bytes). */
export function meetsGoals(c: PeerComparison): boolean {
  return ratio(c.ours.lcp, c.peer.lcp) <= PEER_GOALS.lcp && ratio(c.ours.jsBytes, c.peer.jsBytes) <= PEER_GOALS.jsBytes;
}

const num = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const kb = (bytes: number) => num(bytes / 1024, 1);
const pair = (ours: string, peer: string, r: number) => `${ours} / ${peer} (${num(r, 2)})`;

/** The Markdown table: one row per route and slowdown, each cell "ours / peer (ratio)". */
export function peerMarkdownTable(comparisons: PeerComparison[]): string {
  const head = [
    '| Route | CPU | Perf ours / peer | FCP ms | LCP ms | TBT ms | Total KB | JS KB | Goals (LCP ≤ 0.5, JS ≤ 0.33) |',
    '|---|---:|---|---|---|---|---|---|---|',
  ];
  const rows = comparisons.map((c) => {
    const { ours, peer } = c;
    const ms = (metric: 'fcp' | 'lcp' | 'tbt') =>
      pair(num(ours[metric]), num(peer[metric]), ratio(ours[metric], peer[metric]));
    const bytes = (metric: 'totalBytes' | 'jsBytes') =>
      pair(kb(ours[metric]), kb(peer[metric]), ratio(ours[metric], peer[metric]));
    const cells = [
      `\`${decodeURIComponent(c.path)}\``,
      `${c.cpuSlowdown}x`,
      `${num(ours.performance)} / ${num(peer.performance)}`,
      ms('fcp'),
      ms('lcp'),
      ms('tbt'),
      bytes('totalBytes'),
      bytes('jsBytes'),
      meetsGoals(c) ? 'met' : '**missed**',
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [...head, ...rows].join('\n');
}
