/**
 * Runs the e2e specs in reverse name order (`npm run test:e2e:reversed [-- playwright options]`): each spec is
 * imported by a generated file whose name sorts it the other way round, in .e2e-reversed/ (removed afterwards), so a
 * spec that leans on what an earlier one left behind fails here. Playwright runs files in name order per worker.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const DIR = join(ROOT, '.e2e-reversed');
const SPECS = join(ROOT, 'tests/e2e');

const specs = readdirSync(SPECS)
  .filter((file) => file.endsWith('.spec.ts') && file !== 'pseudo.spec.ts')
  .sort()
  .reverse();
rmSync(DIR, { recursive: true, force: true });
mkdirSync(DIR);
specs.forEach((spec, index) => {
  const name = `${String(index).padStart(3, '0')}-${spec}`;
  writeFileSync(join(DIR, name), `import '../tests/e2e/${spec}';\n`);
});
writeFileSync(
  join(DIR, 'playwright.config.ts'),
  [
    "import base from '../playwright.config.ts';",
    '',
    "export default { ...base, testDir: '.', testIgnore: [], testMatch: '*.spec.ts',",
    "  globalTeardown: '../tests/e2e/teardown.ts', outputDir: '../test-results' };",
    '',
  ].join('\n'),
);
const run = spawnSync(
  join(ROOT, 'node_modules/.bin/playwright'),
  ['test', '--config', join(DIR, 'playwright.config.ts'), ...process.argv.slice(2)],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  },
);
rmSync(DIR, { recursive: true, force: true });
process.exit(run.status ?? 1);
