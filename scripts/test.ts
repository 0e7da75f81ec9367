/**
 * `npm test`: Chromium check, unit tests, server tests on PGlite, server tests on PostgreSQL (when
 * TEST_DATABASE_URL is set), the fast security suite on PGlite (and PostgreSQL), Playwright e2e, then
 * `bench:size` when the project has it. Stops at the first failure and ends with one line
 * `N passed, N failed[, N skipped]`. Name steps to run only those, e.g. `npm test -- unit server`
 * (steps: chromium unit server postgres security security-postgres e2e bench).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Test counts of one step or of the whole run. */
interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Step {
  name: string;
  title: string;
  /** A check rather than tests: success counts nothing, failure counts one. */
  check?: boolean;
  /** Left out silently when this answers false. */
  when?: () => boolean;
  run: () => Promise<Counts | 'skipped'>;
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { status: string; name: string; assertionResults: { status: string }[] }[];
}

interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

const ROOT = resolve(import.meta.dirname, '..');
const VITEST = join(ROOT, 'node_modules/vitest/vitest.mjs');
const PLAYWRIGHT = join(ROOT, 'node_modules/@playwright/test/cli.js');
const TMP = mkdtempSync(join(tmpdir(), 'portal-test-'));
const NONE: Counts = { passed: 0, failed: 0, skipped: 0 };

/** Runs a command with inherited stdio; resolves to its exit code (1 when killed by a signal). */
function exec(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** A failing exit with no failing test counted (crash, config error, no test files) still counts as one failure. */
function settle(counts: Counts, code: number, what: string): Counts {
  if (code === 0 || counts.failed > 0) return counts;
  console.error(`\n${what} exited with code ${code} without a failing test: counted as 1 failure (see output above).`);
  return { ...counts, failed: 1 };
}

async function vitest(project: string, env: NodeJS.ProcessEnv): Promise<Counts> {
  const out = join(TMP, `vitest-${project}-${Date.now()}.json`);
  const args = [
    VITEST,
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  const code = await exec(process.execPath, args, env);
  const report = readJson<VitestJson>(out);
  if (!report) return settle(NONE, code, `vitest --project ${project}`);
  // A file that fails outside any test (import error, failing beforeAll) has no failed assertion of its own.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  const counts = {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
  return settle(counts, code, `vitest --project ${project}`);
}

async function playwright(): Promise<Counts> {
  const out = join(TMP, 'playwright.json');
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: out };
  const code = await exec(process.execPath, [PLAYWRIGHT, 'test', '--reporter=list,json'], env);
  const report = readJson<PlaywrightJson>(out);
  if (!report) return settle(NONE, code, 'playwright test');
  const { expected, unexpected, flaky, skipped } = report.stats;
  return settle({ passed: expected + flaky, failed: unexpected, skipped }, code, 'playwright test');
}

/** A step that is a plain command: success counts nothing, failure counts one. */
async function command(what: string, cmd: string, args: string[]): Promise<Counts> {
  return settle(NONE, await exec(cmd, args), what);
}

function hasScript(name: string): boolean {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  return typeof pkg.scripts?.[name] === 'string';
}

const withoutDb: NodeJS.ProcessEnv = { ...process.env };
delete withoutDb.TEST_DATABASE_URL;

const STEPS: Step[] = [
  {
    name: 'chromium',
    title: 'Chromium check',
    check: true,
    run: () => command('check-chromium', process.execPath, ['scripts/check-chromium.ts']),
  },
  { name: 'unit', title: 'Unit tests (vitest, project unit)', run: () => vitest('unit', withoutDb) },
  { name: 'server', title: 'Server tests on PGlite (vitest, project server)', run: () => vitest('server', withoutDb) },
  {
    name: 'postgres',
    title: 'Server tests on PostgreSQL (vitest, project server, TEST_DATABASE_URL)',
    run: async () => {
      if (process.env.TEST_DATABASE_URL?.trim()) return vitest('server', process.env);
      console.log(
        'PostgreSQL run SKIPPED: TEST_DATABASE_URL is not set. To enable it, point it at a role that may CREATE DATABASE,\n' +
          'e.g. TEST_DATABASE_URL=postgres://portal:portal@127.0.0.1:5432/postgres npm test  (.ci/run sets this up).',
      );
      return 'skipped';
    },
  },
  {
    name: 'security',
    title: 'Security tests on PGlite (vitest, project security; full counts: npm run test:security)',
    run: () => vitest('security', withoutDb),
  },
  {
    name: 'security-postgres',
    title: 'Security tests on PostgreSQL (vitest, project security, TEST_DATABASE_URL)',
    run: async () => (process.env.TEST_DATABASE_URL?.trim() ? vitest('security', process.env) : 'skipped'),
  },
  { name: 'e2e', title: 'End-to-end tests (Playwright, Chromium)', run: playwright },
  {
    name: 'bench',
    title: 'Size budgets (npm run bench:size)',
    check: true,
    when: () => hasScript('bench:size'),
    run: () => command('npm run bench:size', 'npm', ['run', 'bench:size']),
  },
];

async function main(): Promise<number> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !STEPS.some((step) => step.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${STEPS.map((s) => s.name).join(' ')}`);
    return 2;
  }
  const total: Counts = { ...NONE };
  for (const step of STEPS.filter((s) => wanted.length === 0 || wanted.includes(s.name))) {
    if (step.when && !step.when()) continue;
    console.log(`\n━━━ ${step.title} ━━━`);
    const started = Date.now();
    const result = await step.run();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (result === 'skipped') continue;
    total.passed += result.passed;
    total.failed += result.failed;
    total.skipped += result.skipped;
    const outcome = step.check
      ? result.failed > 0
        ? 'FAILED'
        : 'ok'
      : `${result.passed} passed, ${result.failed} failed${result.skipped > 0 ? `, ${result.skipped} skipped` : ''}`;
    console.log(`━━━ ${step.title}: ${outcome} in ${seconds} s ━━━`);
    if (result.failed > 0) {
      console.error(`Stopped after the first failing step: ${step.name}.`);
      break;
    }
  }
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
  console.log(`\n${total.passed} passed, ${total.failed} failed${skipped}`);
  return total.failed > 0 ? 1 : 0;
}

try {
  process.exitCode = await main();
} finally {
  rmSync(TMP, { recursive: true, force: true });
}
