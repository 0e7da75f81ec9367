/** Playwright's global teardown: removes what the run's workers kept in the temporary folder for each other. */
import { rmSync } from 'node:fs';
import { deployDirOf } from '../../src/shared/delivery/manifest.ts';
import { sessionsFileOf, stepsFileOf } from './admin-console.ts';
import { configuredDistOf } from './configured-site.ts';

/** Runs in the runner's process, whose id the workers' files are named by. */
export default function teardown(): void {
  const dist = configuredDistOf(process.pid);
  for (const path of [dist, deployDirOf(dist), sessionsFileOf(process.pid), stepsFileOf(process.pid)])
    rmSync(path, { recursive: true, force: true });
}
