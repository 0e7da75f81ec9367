/** The DESIGN §6 / issue 6 API budgets, and the Markdown tables of a run. */
import type { CaseResult } from './load.ts';

/** Budgets: read p99 at 20 connections, errors at 200, throughput as a share of the bare route. */
export const API_BUDGETS = {
  readP99Ms: 25,
  readP99Connections: 20,
  errorFreeConnections: 200,
  minRatio: { catalogue: 0.5, paged: 0.2, search: 0.2 },
} as const;

/** A result with its share of the bare route's throughput at the same concurrency. */
export interface RatedResult extends CaseResult {
  ratio: number;
  misses: string[];
}

const READ_KINDS = new Set(['catalogue', 'paged', 'search', 'read']);

function missesOf(row: CaseResult, ratio: number): string[] {
  const misses: string[] = [];
  if (READ_KINDS.has(row.kind) && row.connections === API_BUDGETS.readP99Connections && row.p99 > API_BUDGETS.readP99Ms) {
    misses.push(`p99 ${row.p99} ms > ${API_BUDGETS.readP99Ms} ms`);
  }
  if (row.connections === API_BUDGETS.errorFreeConnections && row.non2xx + row.socketErrors > 0) {
    misses.push(`${row.non2xx} non-2xx, ${row.socketErrors} socket errors`);
  }
  const floor = row.kind in API_BUDGETS.minRatio ? API_BUDGETS.minRatio[row.kind as keyof typeof API_BUDGETS.minRatio] : undefined;
  if (floor !== undefined && ratio < floor) misses.push(`${ratio.toFixed(2)} of bare < ${floor}`);
  return misses;
}

/**
 * Rates every result against the bare route at the same concurrency (the higher of its measurements: first and
 * last, cases.ts), and lists its budget misses.
 */
export function rate(results: readonly CaseResult[]): RatedResult[] {
  return results.map((row) => {
    const bare = Math.max(0, ...results.filter((r) => r.kind === 'ceiling' && r.connections === row.connections).map((r) => r.requestsPerSecond));
    const ratio = bare > 0 ? row.requestsPerSecond / bare : 0;
    return { ...row, ratio, misses: missesOf(row, ratio) };
  });
}

/** A Markdown table of rated results. */
export function resultsTable(rows: readonly RatedResult[]): string {
  const lines = [
    '| Call | Conns | req/s | p50 ms | p99 ms | non-2xx | socket err | × bare | bytes | Budget |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of rows) {
    const verdict = r.kind === 'ceiling' || r.kind === 'floor' ? r.kind : r.misses.length > 0 ? `MISS: ${r.misses.join('; ')}` : 'ok';
    lines.push(`| ${r.name} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.socketErrors} | ${r.ratio.toFixed(2)} | ${r.bytesPerAnswer} | ${verdict} |`);
  }
  return lines.join('\n');
}
