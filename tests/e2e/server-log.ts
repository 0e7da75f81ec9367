/** The e2e server's log of a run, and what it must never hold: a doctor's mobile number or e-mail (issue 42). */
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEMBERS } from '../../src/server/db/seed/people.ts';

/** The log file of the e2e server on `port` (stdout, one JSON line per request). */
export const serverLogOf = (port: number): string => join(tmpdir(), `portal-e2e-server-${port}.log`);

/** The doctors' numbers and e-mails found in the log of the server on `port`, and how many request lines it has. */
export function personalDataInLog(port: number): { found: string[]; requests: number } {
  const file = serverLogOf(port);
  if (!existsSync(file)) return { found: [], requests: 0 };
  const log = readFileSync(file, 'utf8');
  const needles = MEMBERS.flatMap((doctor) => [doctor.phone, doctor.email ?? '']).filter((text) => text.length > 0);
  return {
    found: needles.filter((needle) => log.includes(needle)),
    requests: log.split('\n').filter((line) => line.includes('"msg":"request"')).length,
  };
}
