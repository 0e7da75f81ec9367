/** Fails loudly unless the Debian Chromium that Playwright drives (CHROMIUM_PATH or /usr/bin/chromium) runs. */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const FIX = 'apt-get update && apt-get install -y chromium';

function problem(path: string): string | undefined {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    return `${path} does not exist or is not executable.`;
  }
  const run = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  if (run.error) return `${path} --version could not run: ${run.error.message}`;
  if (run.status !== 0 || !/chrom/i.test(run.stdout)) {
    return `${path} --version failed (exit ${run.status ?? run.signal}): ${(run.stderr || run.stdout).trim()}`;
  }
  console.log(`Chromium OK: ${run.stdout.trim()} (${path})`);
  return undefined;
}

// Same choice as playwright.config.ts.
const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const found = problem(path);
if (found) {
  const line = '='.repeat(78);
  console.error(
    [
      '',
      line,
      'CHROMIUM IS MISSING OR BROKEN: the end-to-end tests (Playwright) need the Debian Chromium package.',
      found,
      'Fix (as root):',
      `    ${FIX}`,
      'or point CHROMIUM_PATH at a working Chromium executable.',
      "Do NOT run `npx playwright install`: Playwright's own browser download is not used by this project.",
      line,
      '',
    ].join('\n'),
  );
  process.exit(1);
}
