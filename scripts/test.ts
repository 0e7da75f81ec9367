/**
 * `npm test`: the checks first, side by side (tsc, astro check, Biome, knip, unused message keys, schema against
 * migrations, the Chromium check), then two lanes side by side: Playwright e2e in one; in the other unit tests, store
 * tests (with the src/stores coverage thresholds), server tests on PGlite (with the src/server/services coverage
 * thresholds), the fast security suite on PGlite, the server and security suites on PostgreSQL (when
 * TEST_DATABASE_URL is set), the pseudo-language check (its own server) and `bench:size` when the project has it.
 * Stops at the first failure and ends with the time of each step and one line `N passed, N failed[, N skipped]`. Name
 * steps to run only those, e.g. `npm test -- unit server` (steps: typecheck astro lint knip messages schema chromium
 * unit stores server security postgres security-postgres e2e-pseudo bench e2e).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { E2E_WORKERS, portsOf } from '../tests/e2e/ports.ts';
import { removeReversedE2e, writeReversedE2e } from './lib/e2e-reversed.ts';
import {
  exitWithoutFailure,
  type PlaywrightSuite,
  playwrightFailures,
  type VitestFile,
  vitestFailures,
} from './lib/failed-tests.ts';

/** Test counts of one step or of the whole run. */
interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** The failing tests, one line each, repeated at the end of the run. */
  failures?: string[];
}

interface Step {
  name: string;
  title: string;
  /** A check rather than tests: success counts nothing, failure counts one. */
  check?: boolean;
  /** Left out silently when this answers false. */
  when?: () => boolean;
  /** Runs side by side with the neighbouring steps that say so too (their output printed as each ends). */
  sideBySide?: boolean;
  /**
   * Runs beside the neighbouring steps of the same group, one after the other within its lane: the test suites
   * without a browser beside the browser tests, which leave most of a second core idle while they wait for pages.
   */
  beside?: { group: string; lane: string; live?: boolean };
  run: (out: Output) => Promise<Counts | 'skipped'>;
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: VitestFile[];
}

interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

const ROOT = resolve(import.meta.dirname, '..');
const VITEST = join(ROOT, 'node_modules/vitest/vitest.mjs');
const BIN = join(ROOT, 'node_modules/.bin');
const PLAYWRIGHT = join(ROOT, 'node_modules/@playwright/test/cli.js');
const TMP = mkdtempSync(join(tmpdir(), 'portal-test-'));
const NONE: Counts = { passed: 0, failed: 0, skipped: 0 };

/** Where a step's output goes: the terminal, or a buffer printed when the step ends (steps run side by side). */
type Output = 'inherit' | string[];

/** Runs a command; resolves to its exit code (128 + the signal's number if killed, as shells say); output to `out`. */
function exec(command: string, args: string[], env: NodeJS.ProcessEnv, out: Output): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: out === 'inherit' ? 'inherit' : 'pipe' });
    if (out !== 'inherit') {
      child.stdout?.on('data', (chunk: Buffer) => out.push(chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => out.push(chunk.toString()));
    }
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 0)));
  });
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/**
 * A failing exit with no failing test counted (crash, config error, no test files) still counts as one failure,
 * repeated at the end of the run with the last lines of the step's kept output (a CI log may keep only its tail).
 */
function settle(counts: Counts, code: number, what: string, out: Output = 'inherit'): Counts {
  if (code === 0 || counts.failed > 0) return counts;
  const note = `\n${what} exited with code ${code} without a failing test: counted as 1 failure (see output above).`;
  const failure = exitWithoutFailure(what, code, out === 'inherit' ? undefined : out.join(''));
  if (out === 'inherit') console.error(note);
  else out.push(note);
  return { ...counts, failed: 1, failures: [...(counts.failures ?? []), failure] };
}

/**
 * The file order of the PostgreSQL runs: shuffled with a fixed seed, so the same files that ran in name order on
 * PGlite run in another order, sharing their worker's imports (vitest.config.ts), and a file that leans on what an
 * earlier one left in a module fails.
 */
const SHUFFLED = ['--sequence.shuffle.files', '--sequence.seed=37'];

/**
 * Runs one vitest project; with `coverageOf`, collects coverage of that folder (v8) and fails below the
 * thresholds vitest.config.ts sets for it; `order` adds file-order options (SHUFFLED).
 */
async function vitest(
  project: string,
  env: NodeJS.ProcessEnv,
  coverageOf?: string,
  output: Output = 'inherit',
  order: string[] = [],
): Promise<Counts> {
  const out = join(TMP, `vitest-${project}-${Date.now()}.json`);
  const args = [
    VITEST,
    'run',
    '--project',
    project,
    ...order,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
    ...(coverageOf
      ? [
          '--coverage.enabled',
          `--coverage.include=${coverageOf}/**`,
          `--coverage.reportsDirectory=${join(TMP, `coverage-${project}`)}`,
        ]
      : []),
  ];
  const code = await exec(process.execPath, args, env, output);
  const report = readJson<VitestJson>(out);
  if (!report) return settle(NONE, code, `vitest --project ${project}`, output);
  // A file that fails outside any test (import error, failing beforeAll) has no failed assertion of its own.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  const counts = {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
    failures: vitestFailures(report.testResults, ROOT),
  };
  return settle(counts, code, `vitest --project ${project}`, output);
}

/** Runs Playwright with `config`; `extraEnv` e.g. moves its server to other ports. */
async function playwright(
  config: string,
  output: Output = 'inherit',
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<Counts> {
  const out = join(TMP, `${basename(dirname(config))}-${basename(config)}.json`);
  const env = { ...process.env, ...extraEnv, ASTRO_TELEMETRY_DISABLED: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: out };
  const code = await exec(process.execPath, [PLAYWRIGHT, 'test', '-c', config, '--reporter=list,json'], env, output);
  const report = readJson<PlaywrightJson>(out);
  if (!report) return settle(NONE, code, `playwright test -c ${config}`, output);
  const { expected, unexpected, flaky, skipped } = report.stats;
  const failures = playwrightFailures(report.suites);
  return settle(
    { passed: expected + flaky, failed: unexpected, skipped, failures },
    code,
    `playwright test -c ${config}`,
    output,
  );
}

/** A step that is a plain command: success counts nothing, failure counts one. */
async function command(
  what: string,
  cmd: string,
  args: string[],
  out: Output = 'inherit',
  env: NodeJS.ProcessEnv = process.env,
): Promise<Counts> {
  return settle(NONE, await exec(cmd, args, env, out), what, out);
}

function hasScript(name: string): boolean {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  return typeof pkg.scripts?.[name] === 'string';
}

const withoutDb: NodeJS.ProcessEnv = { ...process.env };
delete withoutDb.TEST_DATABASE_URL;

/** A check run through a binary of node_modules/.bin. */
const bin = (what: string, name: string, args: string[]) => (out: Output) => command(what, join(BIN, name), args, out);

/** A check run as a TypeScript script of scripts/. */
const script = (what: string, file: string) => (out: Output) => command(what, process.execPath, [file], out);

const STEPS: Step[] = [
  {
    name: 'typecheck',
    title: 'Typecheck (tsc --noEmit)',
    check: true,
    sideBySide: true,
    run: bin('tsc', 'tsc', ['--noEmit', '-p', 'tsconfig.json']),
  },
  {
    name: 'astro',
    title: 'Typecheck of .astro files (astro check)',
    check: true,
    sideBySide: true,
    run: (out) =>
      command('astro check', join(BIN, 'astro'), ['check'], out, { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' }),
  },
  {
    name: 'lint',
    title: 'Lint and format (biome check .)',
    check: true,
    sideBySide: true,
    run: bin('biome check', 'biome', ['check', '.']),
  },
  {
    name: 'knip',
    title: 'Unused files, exports and dependencies (knip)',
    check: true,
    sideBySide: true,
    run: bin('knip', 'knip', ['--no-progress']),
  },
  {
    name: 'messages',
    title: 'Unused message keys (scripts/check-messages.ts)',
    check: true,
    sideBySide: true,
    run: script('check-messages', 'scripts/check-messages.ts'),
  },
  {
    name: 'schema',
    title: 'Schema and migrations agree (drizzle-kit check and generate, scripts/check-schema.ts)',
    check: true,
    sideBySide: true,
    run: script('check-schema', 'scripts/check-schema.ts'),
  },
  {
    name: 'chromium',
    title: 'Chromium check',
    check: true,
    sideBySide: true,
    run: script('check-chromium', 'scripts/check-chromium.ts'),
  },
  // The test suites without a browser run in one lane beside the browser tests, which leave most of the second core
  // idle while they wait for pages (one fresh-clone CI run instead of their sum, docs in README.md).
  {
    name: 'unit',
    beside: { group: 'browser', lane: 'suites' },
    title: 'Unit tests (vitest, project unit)',
    run: (out) => vitest('unit', withoutDb, undefined, out),
  },
  {
    name: 'stores',
    beside: { group: 'browser', lane: 'suites' },
    title: 'Store tests (vitest, project stores; src/stores coverage thresholds)',
    run: (out) => vitest('stores', withoutDb, 'src/stores', out),
  },
  {
    name: 'server',
    beside: { group: 'browser', lane: 'suites' },
    title: 'Server tests on PGlite (vitest, project server; src/server/services coverage thresholds)',
    run: (out) => vitest('server', withoutDb, 'src/server/services', out),
  },
  {
    name: 'security',
    beside: { group: 'browser', lane: 'suites' },
    title: 'Security tests on PGlite (vitest, project security; full counts: npm run test:security)',
    run: (out) => vitest('security', withoutDb, undefined, out),
  },
  {
    name: 'postgres',
    beside: { group: 'browser', lane: 'suites' },
    title: 'Server tests on PostgreSQL (vitest, project server, TEST_DATABASE_URL; files shuffled)',
    run: async (out) => {
      if (process.env.TEST_DATABASE_URL?.trim()) return vitest('server', process.env, undefined, out, SHUFFLED);
      console.log(
        'PostgreSQL run SKIPPED: TEST_DATABASE_URL is not set. To enable it, point it at a role that may CREATE DATABASE,\n' +
          'e.g. TEST_DATABASE_URL=postgres://portal:portal@127.0.0.1:5432/postgres npm test  (.ci/run sets this up).',
      );
      return 'skipped';
    },
  },
  {
    name: 'security-postgres',
    beside: { group: 'browser', lane: 'suites' },
    title: 'Security tests on PostgreSQL (vitest, project security, TEST_DATABASE_URL; files shuffled)',
    run: async (out) =>
      process.env.TEST_DATABASE_URL?.trim() ? vitest('security', process.env, undefined, out, SHUFFLED) : 'skipped',
  },
  {
    name: 'e2e-pseudo',
    beside: { group: 'browser', lane: 'suites' },
    title: 'Pseudo-language check (Playwright against the pseudo build, docs/LANGUAGES.md)',
    // In the suites lane, beside the e2e step: on the block of ports after the e2e servers' (tests/e2e/ports.ts).
    run: (out) => playwright('playwright.pseudo.config.ts', out, { E2E_PORT: String(portsOf(E2E_WORKERS).server) }),
  },
  {
    name: 'bench',
    title: 'Size budgets (npm run bench:size)',
    check: true,
    when: () => hasScript('bench:size'),
    beside: { group: 'browser', lane: 'suites' },
    // The e2e server's search source (scripts/e2e-server.ts), so the site the e2e step built is measured, not rebuilt
    // (by then the e2e server has built it; scripts/lib/build-site.ts makes a second builder wait for the first).
    run: (out) =>
      command('npm run bench:size', 'npm', ['run', 'bench:size'], out, {
        ...process.env,
        DATABASE_URL: 'memory://',
        SEED_DEMO: 'true',
      }),
  },
  {
    name: 'e2e',
    beside: { group: 'browser', lane: 'browser', live: true },
    title: 'End-to-end tests (Playwright, Chromium; specs in reverse name order)',
    // Reversed, so a spec that leans on an earlier one fails here (developers' runs go in name order). One worker
    // (E2E_WORKERS): beside the other suites' lane on 2 cores, two workers ran slower, with tests near their limit.
    run: async () => {
      try {
        return await playwright(writeReversedE2e());
      } finally {
        removeReversedE2e();
      }
    },
  },
];

/** Steps run one after the other, beside the other lanes of their batch. */
type Lane = Step[];

/** The key that puts neighbouring steps in one batch: all side-by-side checks, or one `beside` group. */
const batchKey = (step: Step): string | undefined =>
  step.sideBySide ? 'checks' : step.beside ? `group:${step.beside.group}` : undefined;

/** The steps in order, neighbours that may run side by side together in one batch, each batch made of lanes. */
function batches(steps: Step[]): Lane[][] {
  const out: { key?: string; lanes: Map<string, Lane> }[] = [];
  for (const step of steps) {
    const key = batchKey(step);
    const last = out.at(-1);
    const batch = key && last?.key === key ? last : { key, lanes: new Map<string, Lane>() };
    if (batch !== last) out.push(batch);
    const lane = step.beside?.lane ?? step.name;
    batch.lanes.set(lane, [...(batch.lanes.get(lane) ?? []), step]);
  }
  return out.map((batch) => [...batch.lanes.values()]);
}

async function main(): Promise<number> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !STEPS.some((step) => step.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${STEPS.map((s) => s.name).join(' ')}`);
    return 2;
  }
  const total: Counts = { ...NONE };
  const failures: string[] = [];
  const times: { title: string; seconds: string; outcome: string }[] = [];
  const chosen = STEPS.filter((s) => (wanted.length === 0 || wanted.includes(s.name)) && (!s.when || s.when()));
  for (const batch of batches(chosen)) {
    const side = batch.length > 1;
    if (side)
      console.log(
        `\n━━━ Side by side: ${batch.map((lane) => lane.map((step) => step.name).join(' then ')).join(', ')} ━━━`,
      );
    const lanes = await Promise.all(
      batch.map(async (lane) => {
        const done: { step: Step; result: Counts | 'skipped'; seconds: string }[] = [];
        for (const step of lane) {
          // Beside others, a step's output is kept and printed when it ends; one live lane may print as it goes.
          const live = !side || step.beside?.live === true;
          const out: Output = live ? 'inherit' : [];
          if (live) console.log(`\n━━━ ${step.title} ━━━`);
          const started = Date.now();
          const result = await step.run(out);
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          if (!live) console.log(`\n━━━ ${step.title} ━━━\n${(out as string[]).join('').trimEnd()}`);
          done.push({ step, result, seconds });
          if (result !== 'skipped' && result.failed > 0) break;
        }
        return done;
      }),
    );
    const results = lanes.flat();
    let failed: string | undefined;
    for (const { step, result, seconds } of results) {
      if (result === 'skipped') continue;
      total.passed += result.passed;
      total.failed += result.failed;
      total.skipped += result.skipped;
      failures.push(...(result.failures ?? []));
      const outcome = step.check
        ? result.failed > 0
          ? 'FAILED'
          : 'ok'
        : `${result.passed} passed, ${result.failed} failed${result.skipped > 0 ? `, ${result.skipped} skipped` : ''}`;
      console.log(`━━━ ${step.title}: ${outcome} in ${seconds} s ━━━`);
      times.push({ title: step.title.replace(/ \(.*$/, ''), seconds, outcome });
      if (result.failed > 0) failed ??= step.name;
    }
    if (failed) {
      console.error(`Stopped after the first failing step: ${failed}.`);
      break;
    }
  }
  console.log('\nTime of each step:');
  for (const time of times) console.log(`  ${time.seconds.padStart(7)} s  ${time.title} (${time.outcome})`);
  if (failures.length > 0) console.log(`\nFailing tests:\n${failures.map((line) => `  ✘ ${line}`).join('\n')}`);
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
  console.log(`\n${total.passed} passed, ${total.failed} failed${skipped}`);
  return total.failed > 0 ? 1 : 0;
}

try {
  process.exitCode = await main();
} finally {
  rmSync(TMP, { recursive: true, force: true });
}
