/** Playwright's global teardown: removes what the run's workers kept in the temporary folder for each other. */
import { rmSync } from 'node:fs';
import { deployDirOf } from '../../src/delivery/manifest.ts';
import { sessionsFileOf, stepsFileOf } from './admin-console.ts';
import { configuredDistOf } from './configured-site.ts';
import { freshFileOf } from './fresh.ts';
import { E2E_WORKERS, portsOf } from './ports.ts';
import { serverLogOf, summariseServerLog } from './server-log.ts';

/** "POST /api/X.php 503 ×2, …": each call once, with its count. */
function tally(calls: string[]): string {
  const counts = new Map<string, number>();
  for (const call of calls) counts.set(call, (counts.get(call) ?? 0) + 1);
  return [...counts].map(([call, count]) => (count > 1 ? `${call} ×${count}` : call)).join(', ');
}

/**
 * Runs in the runner's process, whose id the workers' files are named by; fails the run when the server's log holds
 * a doctor's number or e-mail.
 */
export default function teardown(): void {
  const dist = configuredDistOf(process.pid);
  const slots = Array.from({ length: E2E_WORKERS }, (_, slot) => slot);
  const runFiles = slots.flatMap((slot) => [sessionsFileOf(process.pid, slot), freshFileOf(process.pid, slot)]);
  for (const path of [dist, deployDirOf(dist), ...runFiles, stepsFileOf(process.pid)])
    rmSync(path, { recursive: true, force: true });
  let total = 0;
  const serverErrors: string[] = [];
  let slowest = { ms: 0, call: '' };
  for (const { server } of slots.map(portsOf)) {
    const summary = summariseServerLog(server);
    if (summary.found.length > 0)
      throw new Error(
        `The e2e server's log (${serverLogOf(server)}) holds doctors' numbers or e-mails: ${summary.found.join(', ')}`,
      );
    total += summary.requests;
    serverErrors.push(...summary.serverErrors);
    if (summary.slowest.ms > slowest.ms) slowest = summary.slowest;
  }
  console.log(`e2e server logs: ${total} request lines, no doctor's number or e-mail.`);
  // What the server met, for a failure's report: the 5xx answers (some tests cause them) and the slowest answer.
  console.log(`  5xx answers: ${serverErrors.length}${serverErrors.length > 0 ? ` (${tally(serverErrors)})` : ''}`);
  console.log(`  slowest answer: ${Math.round(slowest.ms)} ms, ${slowest.call}`);
}
