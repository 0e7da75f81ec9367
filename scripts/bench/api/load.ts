/** Loads one case with autocannon from this process (a second process from the API's) over loopback. */
import autocannon from 'autocannon';
import type { LoadCase } from './cases.ts';

/** The figures of one case at one concurrency. */
export interface CaseResult {
  name: string;
  kind: LoadCase['kind'];
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers with a status outside 2xx. */
  non2xx: number;
  /** Socket errors, timeouts included (autocannon counts a timeout among its errors too). */
  socketErrors: number;
  total: number;
  /** Mean answer size in bytes. */
  bytesPerAnswer: number;
}

/** How long to load each case. */
export interface LoadTiming {
  durationSeconds: number;
  warmupSeconds: number;
}

function run(url: string, item: LoadCase, connections: number, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections,
    duration,
    timeout: 10,
    requests: item.requests,
    idReplacement: item.uniqueIds ?? false,
  });
}

/** Sends one request of the case and fails loudly unless it answers 2xx with the success envelope. */
export async function checkCase(url: string, item: LoadCase): Promise<void> {
  const first = item.requests[0];
  if (!first) throw new Error(`${item.name}: no requests`);
  const body = typeof first.body === 'string' ? first.body.replace('[<id>]', `check-${Date.now()}`) : undefined;
  const headers = Object.fromEntries(
    Object.entries(first.headers ?? {}).map(([k, v]) => [k, String(v).replace('[<id>]', `check-${Date.now()}`)]),
  );
  const response = await fetch(new URL(first.path ?? '/', url), { method: first.method ?? 'GET', headers, body });
  const text = await response.text();
  if (!response.ok || !text.startsWith('[{"status":"success"')) {
    throw new Error(`${item.name}: ${response.status} ${text.slice(0, 300)}`);
  }
}

/** Warms the case up (not counted), then loads it for the duration and reports its figures. */
export async function loadCase(
  url: string,
  item: LoadCase,
  connections: number,
  timing: LoadTiming,
): Promise<CaseResult> {
  if (timing.warmupSeconds > 0) await run(url, item, connections, timing.warmupSeconds);
  const result = await run(url, item, connections, timing.durationSeconds);
  return {
    name: item.name,
    kind: item.kind,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    socketErrors: result.errors,
    total: result.requests.total,
    bytesPerAnswer: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}
