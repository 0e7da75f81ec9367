/** Playwright's global teardown: removes what the run's workers kept in the temporary folder for each other. */
import { rmSync } from 'node:fs';
import { deployDirOf } from '../../src/delivery/manifest.ts';
import { sessionsFileOf, stepsFileOf } from './admin-console.ts';
import { configuredDistOf } from './configured-site.ts';
import { personalDataInLog, serverLogOf } from './server-log.ts';

/**
 * Runs in the runner's process, whose id the workers' files are named by; fails the run when the server's log holds
 * a doctor's number or e-mail.
 */
export default function teardown(): void {
  const dist = configuredDistOf(process.pid);
  for (const path of [dist, deployDirOf(dist), sessionsFileOf(process.pid), stepsFileOf(process.pid)])
    rmSync(path, { recursive: true, force: true });
  const port = Number(process.env.E2E_PORT ?? 4399);
  const { found, requests } = personalDataInLog(port);
  if (found.length > 0)
    throw new Error(
      `The e2e server's log (${serverLogOf(port)}) holds doctors' numbers or e-mails: ${found.join(', ')}`,
    );
  console.log(`e2e server log: ${requests} request lines, no doctor's number or e-mail.`);
}
