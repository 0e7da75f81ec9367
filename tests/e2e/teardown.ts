/** Playwright's global teardown: removes what the run's workers kept in the temporary folder for each other. */
import { rmSync } from 'node:fs';
import { deployDirOf } from '../../src/delivery/manifest.ts';
import { sessionsFileOf, stepsFileOf } from './admin-console.ts';
import { configuredDistOf } from './configured-site.ts';
import { E2E_WORKERS, portsOf } from './ports.ts';
import { personalDataInLog, serverLogOf } from './server-log.ts';

/**
 * Runs in the runner's process, whose id the workers' files are named by; fails the run when the server's log holds
 * a doctor's number or e-mail.
 */
export default function teardown(): void {
  const dist = configuredDistOf(process.pid);
  const slots = Array.from({ length: E2E_WORKERS }, (_, slot) => slot);
  const sessions = slots.map((slot) => sessionsFileOf(process.pid, slot));
  for (const path of [dist, deployDirOf(dist), ...sessions, stepsFileOf(process.pid)])
    rmSync(path, { recursive: true, force: true });
  let total = 0;
  for (const { server } of slots.map(portsOf)) {
    const { found, requests } = personalDataInLog(server);
    if (found.length > 0)
      throw new Error(
        `The e2e server's log (${serverLogOf(server)}) holds doctors' numbers or e-mails: ${found.join(', ')}`,
      );
    total += requests;
  }
  console.log(`e2e server logs: ${total} request lines, no doctor's number or e-mail.`);
}
