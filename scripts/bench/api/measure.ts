/** Serves a prepared database with the bench API and loads every case at every concurrency. */
import type { LoadCase } from './cases.ts';
import { apiEnv, startApi } from './child.ts';
import { type CaseResult, checkCase, type LoadTiming, loadCase } from './load.ts';

/** Where the API under load runs: its database, first port to try and member rate limit. */
export interface ApiTarget {
  databaseUrl: string;
  port: number;
  memberRateLimit: number;
}

/** Loads the cases (each checked once first) against a fresh API process. */
export async function measure(target: ApiTarget, cases: readonly LoadCase[], connections: readonly number[], timing: LoadTiming): Promise<CaseResult[]> {
  const api = await startApi(apiEnv(target.databaseUrl, target.memberRateLimit), target.port);
  const results: CaseResult[] = [];
  try {
    for (const item of cases) {
      await checkCase(api.url, item);
      for (const count of connections) {
        const result = await loadCase(api.url, item, count, timing);
        results.push(result);
        console.log(`  ${item.name.padEnd(36)} ${String(count).padStart(3)} conns  ${String(result.requestsPerSecond).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  non-2xx ${result.non2xx}  socket errors ${result.socketErrors}`);
      }
    }
  } finally {
    await api.stop();
  }
  return results;
}
