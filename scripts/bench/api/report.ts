/** The DESIGN §6 / issue 6 API budgets, and the Markdown tables of a run. */
import type { CaseResult } from './load.ts';
import type { MeasuredCase } from './measure.ts';

/** Budgets: read p99 at 20 connections, errors at 200, throughput as a share of the bare route. */
const API_BUDGETS = {
  readP99Ms: 25,
  readP99Connections: 20,
  errorFreeConnections: 200,
  minRatio: { catalogue: 0.5, paged: 0.2, search: 0.2 },
} as const;

/** A result with its budget misses. */
export interface RatedResult extends MeasuredCase {
  misses: string[];
}

/** The kinds judged by the read p99 (uncached searches too: issue 22). */
const READ_KINDS = new Set(['catalogue', 'paged', 'search', 'uncached-search', 'read']);

function missesOf(row: CaseResult, ratio: number): string[] {
  const misses: string[] = [];
  if (
    READ_KINDS.has(row.kind) &&
    row.connections === API_BUDGETS.readP99Connections &&
    row.p99 > API_BUDGETS.readP99Ms
  ) {
    misses.push(`p99 ${row.p99} ms > ${API_BUDGETS.readP99Ms} ms`);
  }
  if (row.connections === API_BUDGETS.errorFreeConnections && row.non2xx + row.socketErrors > 0) {
    misses.push(`${row.non2xx} non-2xx, ${row.socketErrors} socket errors`);
  }
  const floor =
    row.kind in API_BUDGETS.minRatio ? API_BUDGETS.minRatio[row.kind as keyof typeof API_BUDGETS.minRatio] : undefined;
  if (floor !== undefined && ratio < floor) misses.push(`${ratio.toFixed(2)} of bare < ${floor}`);
  return misses;
}

/** Lists every result's budget misses; its share of the bare route is the median of its rounds (measure.ts). */
export function rate(results: readonly MeasuredCase[]): RatedResult[] {
  return results.map((row) => ({ ...row, misses: missesOf(row, row.ratio) }));
}

/** The share of the bare route: the median, and the range of the rounds when there were several. */
function shareOf(row: MeasuredCase): string {
  const { roundRatios } = row;
  if (row.kind === 'ceiling' || roundRatios.length < 2) return row.ratio.toFixed(2);
  return `${row.ratio.toFixed(2)} (${Math.min(...roundRatios).toFixed(2)}–${Math.max(...roundRatios).toFixed(2)})`;
}

/** A Markdown table of rated results. */
export function resultsTable(rows: readonly RatedResult[]): string {
  const lines = [
    '| Call | Conns | req/s | p50 ms | p99 ms | non-2xx | socket err | × bare (rounds) | bytes | Budget |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of rows) {
    const verdict =
      r.kind === 'ceiling' || r.kind === 'floor' ? r.kind : r.misses.length > 0 ? `MISS: ${r.misses.join('; ')}` : 'ok';
    lines.push(
      `| ${r.name} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.socketErrors} | ${shareOf(r)} | ${r.bytesPerAnswer} | ${verdict} |`,
    );
  }
  return lines.join('\n');
}
