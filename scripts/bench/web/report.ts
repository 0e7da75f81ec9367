/**
 * Summaries of the web benchmark: the median of the runs of each page against the DESIGN §6 budgets, and the
 * Markdown table printed at the end (and merged into docs/PERFORMANCE.md).
 */
import { CATEGORIES, type Category, type RunFigures } from './audit.ts';
import type { Target } from './targets.ts';

/** DESIGN §6: every category 100 (median of the runs) and no layout shift at all. */
const WEB_BUDGET = { score: 100, cls: 0 } as const;

/** One page's result. */
export interface PageResult {
  target: Target;
  /** Median of each category's score over the runs. */
  scores: Record<Category, number | null>;
  /** The run with the median performance score (its metrics are the ones reported). */
  medianRun: RunFigures;
  /** Median CLS over the runs. */
  cls: number;
  runs: RunFigures[];
  lowEnd: RunFigures | undefined;
  failures: string[];
  /** Medians over the runs of the main thread's CPU time and on-CPU share (undefined without traces). */
  mainThread: { cpuMs: number; onCpuShare: number } | undefined;
}

/** The median of numbers (the lower middle for an even count); NaN when empty. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

const samePath = (a: string, b: string) => {
  const norm = (p: string) => decodeURIComponent(p).replace(/\/+$/, '') || '/';
  return norm(a) === norm(b);
};

/** Why a run does not count as an audit of the page asked for (redirected away, rejected session), if it does not. */
export function wrongPage(target: Target, run: RunFigures): string | undefined {
  if (run.runtimeError) return `Lighthouse error ${run.runtimeError}`;
  if (!samePath(run.finalPath, target.path)) return `ended on ${run.finalPath}, not ${target.path} (guard redirect?)`;
  if (target.visitor === 'member' && run.failedApiCalls.length > 0)
    return `API calls failed: ${run.failedApiCalls.join(', ')}`;
  if (run.failedRequests.length > 0) return `requests failed: ${run.failedRequests.join(', ')}`;
  return undefined;
}

/** Takes the medians of a page's runs and checks them against the budget. */
export function summarise(target: Target, runs: RunFigures[], lowEnd: RunFigures | undefined): PageResult {
  const byPerformance = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  const medianRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  if (!medianRun) throw new Error(`No runs for ${target.path}`);
  const scoreOf = (category: Category) => {
    const values = runs.map((r) => r.scores[category]).filter((v): v is number => v !== null);
    return values.length === runs.length ? median(values) : null;
  };
  const scores = {
    performance: scoreOf('performance'),
    accessibility: scoreOf('accessibility'),
    'best-practices': scoreOf('best-practices'),
  };
  const cls = median(runs.map((r) => r.cls));
  const failures = runs.flatMap((run, i) => {
    const reason = wrongPage(target, run);
    return reason ? [`run ${i + 1}: ${reason}`] : [];
  });
  for (const category of CATEGORIES) {
    const score = scores[category];
    if (score === null || score < WEB_BUDGET.score)
      failures.push(`${category} ${score ?? 'n/a'} < ${WEB_BUDGET.score}`);
  }
  if (!(cls <= WEB_BUDGET.cls)) failures.push(`CLS ${cls.toFixed(4)} > 0`);
  const traced = runs.flatMap((run) => (run.mainThread ? [run.mainThread] : []));
  const mainThread =
    traced.length === runs.length
      ? { cpuMs: median(traced.map((t) => t.cpuMs)), onCpuShare: median(traced.map((t) => t.onCpuShare)) }
      : undefined;
  return { target, scores, medianRun, cls, runs, lowEnd, failures, mainThread };
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : 'n/a');
/** CLS as Lighthouse shows it (3 decimals), but a shift too small for that still shows, since the budget is 0. */
const clsText = (value: number) => (value === 0 ? '0' : value < 0.001 ? '<0.001' : value.toFixed(3));
const score = (value: number | null | undefined) => (value === null || value === undefined ? 'n/a' : String(value));
const mainThreadText = (value: PageResult['mainThread']) =>
  value ? `${value.cpuMs} (${Math.round(value.onCpuShare * 100)} %)` : 'n/a';

/** The Markdown table of every page: median scores, the median run's metrics, and the low-end run. */
export function markdownTable(results: PageResult[], lowEndSlowdown: number): string {
  const head = [
    '| Page | Perf | A11y | BP | FCP ms | LCP ms | TBT ms | CLS | SI ms | Main thread: CPU ms (on CPU) | Low-end ' +
      `${lowEndSlowdown}x: perf / LCP ms / TBT ms` +
      ' | Budget |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  const rows = results.map((r) => {
    const m = r.medianRun;
    const low = r.lowEnd ? `${score(r.lowEnd.scores.performance)} / ${ms(r.lowEnd.lcp)} / ${ms(r.lowEnd.tbt)}` : '—';
    const cells = [
      `\`${decodeURIComponent(r.target.path)}\``,
      score(r.scores.performance),
      score(r.scores.accessibility),
      score(r.scores['best-practices']),
      ms(m.fcp),
      ms(m.lcp),
      ms(m.tbt),
      clsText(r.cls),
      ms(m.speedIndex),
      mainThreadText(r.mainThread),
      low,
      r.failures.length === 0 ? 'met' : '**missed**',
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [...head, ...rows].join('\n');
}

/** The audits that cost points on the median run of each page below budget, one line per page. */
export function lostAuditLines(results: PageResult[]): string[] {
  return results
    .filter((r) => r.failures.length > 0)
    .map((r) => {
      const lost = r.medianRun.lost.filter((a) => a.weight > 0 || a.category !== 'performance');
      const list = lost.map((a) => `${a.category}:${a.id}=${a.score}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      return `- \`${decodeURIComponent(r.target.path)}\`: ${r.failures.join('; ')}${list.length > 0 ? ` — ${list.join(', ')}` : ''}`;
    });
}
