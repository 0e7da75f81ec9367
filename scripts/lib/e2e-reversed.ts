/**
 * The e2e specs in reverse name order: each spec is imported by a generated file whose name sorts it the other way
 * round, in .e2e-reversed/, beside a config that spreads playwright.config.ts (Playwright runs a worker's files in
 * name order), so a spec that leans on what an earlier one left behind fails.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const DIR = join(ROOT, '.e2e-reversed');

/** Writes the reversed specs and their config; answers the config's path. */
export function writeReversedE2e(): string {
  const specs = readdirSync(join(ROOT, 'tests/e2e'))
    .filter((file) => file.endsWith('.spec.ts') && file !== 'pseudo.spec.ts')
    .sort()
    .reverse();
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR);
  specs.forEach((spec, index) => {
    writeFileSync(join(DIR, `${String(index).padStart(3, '0')}-${spec}`), `import '../tests/e2e/${spec}';\n`);
  });
  const config = join(DIR, 'playwright.config.ts');
  writeFileSync(
    config,
    [
      "import base from '../playwright.config.ts';",
      '',
      "export default { ...base, testDir: '.', testIgnore: [], testMatch: '*.spec.ts',",
      "  globalTeardown: '../tests/e2e/teardown.ts', outputDir: '../test-results' };",
      '',
    ].join('\n'),
  );
  return config;
}

/** Removes what writeReversedE2e wrote. */
export function removeReversedE2e(): void {
  rmSync(DIR, { recursive: true, force: true });
}
