/**
 * Runs the e2e specs in reverse name order (`npm run test:e2e:reversed [-- playwright options]`, scripts/lib/e2e-reversed.ts):
 * a spec that leans on what an earlier one left behind fails here.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { removeReversedE2e, writeReversedE2e } from './lib/e2e-reversed.ts';

const ROOT = resolve(import.meta.dirname, '..');
const config = writeReversedE2e();
const run = spawnSync(
  join(ROOT, 'node_modules/.bin/playwright'),
  ['test', '--config', config, ...process.argv.slice(2)],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  },
);
removeReversedE2e();
process.exit(run.status ?? 1);
