/** The e2e server's log of a run, and what it must never hold: a doctor's mobile number or e-mail (issue 42). */
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEMBERS } from '../../src/server/db/seed/people.ts';

/** The log file of the e2e server on `port` (stdout, one JSON line per request). */
export const serverLogOf = (port: number): string => join(tmpdir(), `portal-e2e-server-${port}.log`);

/** What a request line of the log says (pino's JSON). */
interface RequestLine {
  method?: string;
  url?: string;
  status?: number;
  responseTime?: number;
}

/** What the log of the server on `port` holds. */
export interface ServerLogSummary {
  /** The doctors' numbers and e-mails found in it (there must be none). */
  found: string[];
  requests: number;
  /** Each answer with a 5xx status: "POST /api/X.php 503" (some tests cause them on purpose). */
  serverErrors: string[];
  /** The slowest answer's time in ms and its call. */
  slowest: { ms: number; call: string };
}

/** Reads the log of the server on `port`: its personal data (none allowed), requests, 5xx answers and slowest call. */
export function summariseServerLog(port: number): ServerLogSummary {
  const summary: ServerLogSummary = { found: [], requests: 0, serverErrors: [], slowest: { ms: 0, call: '' } };
  const file = serverLogOf(port);
  if (!existsSync(file)) return summary;
  const log = readFileSync(file, 'utf8');
  const needles = MEMBERS.flatMap((doctor) => [doctor.phone, doctor.email ?? '']).filter((text) => text.length > 0);
  summary.found = needles.filter((needle) => log.includes(needle));
  for (const text of log.split('\n')) {
    if (!text.includes('"msg":"request"')) continue;
    summary.requests += 1;
    const line = JSON.parse(text) as RequestLine;
    const call = `${line.method} ${line.url?.split('?')[0]} ${line.status}`;
    if ((line.status ?? 0) >= 500) summary.serverErrors.push(call);
    if ((line.responseTime ?? 0) > summary.slowest.ms) summary.slowest = { ms: line.responseTime ?? 0, call };
  }
  return summary;
}
