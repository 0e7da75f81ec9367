/**
 * `npm run test:security`: the security suite (tests/security, vitest project `security`) at the full counts of
 * issue 7 (SECURITY_FULL=1: 10,000 OTP guesses, 200 fuzzed requests per endpoint, …) on PGlite, then on PostgreSQL
 * when TEST_DATABASE_URL is set. Prints the measured figures (the `[figure]` lines) and ends with
 * `N passed, N failed[, N skipped]`. `npm test` runs the same files at reduced counts.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: { status: string; assertionResults: { status: string }[] }[];
}

const ROOT = resolve(import.meta.dirname, '..');
const TMP = mkdtempSync(join(tmpdir(), 'portal-security-'));
const figures: string[] = [];

/** Runs the security project with `env`, echoing its output and keeping the figure lines; resolves to its counts. */
function run(label: string, env: NodeJS.ProcessEnv): Promise<{ passed: number; failed: number; skipped: number }> {
  const out = join(TMP, `${label}.json`);
  const args = [
    join(ROOT, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--project',
    'security',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  return new Promise((done) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...env, SECURITY_FULL: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's colour codes (ESC [ … m).
        const figure = /\[figure\] (.*)$/.exec(line.replace(/\x1b\[[0-9;]*m/g, ''))?.[1];
        if (figure) figures.push(`${label}: ${figure}`);
      }
    });
    child.on('exit', (code) => {
      let report: VitestJson | undefined;
      try {
        report = JSON.parse(readFileSync(out, 'utf8')) as VitestJson;
      } catch {
        report = undefined;
      }
      if (!report) return done({ passed: 0, failed: 1, skipped: 0 });
      const broken = report.testResults.filter(
        (f) => f.status === 'failed' && !f.assertionResults.some((t) => t.status === 'failed'),
      ).length;
      const failed = report.numFailedTests + broken + (code !== 0 && report.numFailedTests + broken === 0 ? 1 : 0);
      done({ passed: report.numPassedTests, failed, skipped: report.numPendingTests });
    });
  });
}

async function main(): Promise<number> {
  const withoutDb = { ...process.env };
  delete withoutDb.TEST_DATABASE_URL;
  const started = Date.now();
  console.log(`━━━ Security suite, full counts, on PGlite (${cpus().length} cores) ━━━`);
  const total = await run('pglite', withoutDb);
  if (process.env.TEST_DATABASE_URL?.trim() && total.failed === 0) {
    console.log('\n━━━ Security suite, full counts, on PostgreSQL (TEST_DATABASE_URL) ━━━');
    const pg = await run('postgres', process.env);
    total.passed += pg.passed;
    total.failed += pg.failed;
    total.skipped += pg.skipped;
  } else if (!process.env.TEST_DATABASE_URL?.trim()) {
    console.log(
      '\nPostgreSQL run SKIPPED: set TEST_DATABASE_URL=postgres://portal:portal@127.0.0.1:5432/postgres to run it too.',
    );
  }
  console.log(
    `\nFigures (node ${process.version}, ${cpus().length} cores, ${((Date.now() - started) / 1000).toFixed(0)} s):`,
  );
  for (const figure of figures) console.log(`  ${figure}`);
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
  console.log(`\n${total.passed} passed, ${total.failed} failed${skipped}`);
  return total.failed > 0 ? 1 : 0;
}

try {
  process.exitCode = await main();
} finally {
  rmSync(TMP, { recursive: true, force: true });
}
