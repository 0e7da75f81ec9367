/**
 * `npm run bench:web`: Lighthouse (mobile, default simulated throttling) on every route of the route table, the
 * content and campaign pages and the 404 answer, served by the real `npm start` server from the production build
 * (brotli), member routes logged in as Dr. Asha Rao (DESIGN §5). Three runs per page (median by performance score)
 * plus one run with the CPU slowed down like a low-end phone. Prints a Markdown table, writes .data/bench/web.json
 * (full reports of the median runs in .data/bench/web-lhr/) and exits 1 when a page misses the DESIGN §6 budget (performance, accessibility, best practices 100; CLS 0).
 *
 * Options: --routes=/home,/privacy (paths or route ids; 404 for the not-found page), --runs=N (default 3),
 * --low-end-cpu=N (default 10), --no-low-end, --site=DIR (serve that build instead of building dist/),
 * --port=N (default BENCH_WEB_PORT or 45300).
 *
 * --peer compares the product with the peer single-page app instead (web/peer.ts; --runs defaults to 5 there,
 * --routes picks among its five routes, --markdown=FILE also writes its table to a file). --peer --slow-network
 * runs it at 400 kbit/s, 400 ms round trip and 4x CPU only, for goals 4 and 5 of issue 44 (web/slow-network.ts).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSiteIfNeeded } from '../lib/build-site.ts';
import { auditOnce } from './web/audit.ts';
import { launchBrowser } from './web/browser.ts';
import { PEER_ROUTES, runPeerComparison } from './web/peer.ts';
import { SLOW_NETWORK_CPU_SLOWDOWN } from './web/slow-network.ts';
import { lostAuditLines, markdownTable, median, summarise, type PageResult } from './web/report.ts';
import { startBenchServer } from './web/server.ts';
import { memberStorage, storageOf } from './web/session.ts';
import { allTargets, checkRouteNames, selectTargets, type Target } from './web/targets.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
/** CPU slowdown of the low-end run: see docs/PERFORMANCE.md ("Throttling") for the calibration. */
const LOW_END_CPU_SLOWDOWN = 10;
/** DevTools' calibration target for a low-tier phone (Moto G4 Power 2022) on Lighthouse's benchmarkIndex scale. */
const LOW_END_BENCHMARK_INDEX = 264;
/** Lower end of the high-end desktop bracket, for which Lighthouse's default 4x CPU slowdown is calibrated. */
const CALIBRATED_HOST_BENCHMARK_INDEX = 1500;
/** Below this median on-CPU share, the main thread's tasks were mostly waiting, not computing (main-thread.ts). */
const CONTENDED_ON_CPU_SHARE = 0.6;

const { values: args } = parseArgs({
  options: {
    routes: { type: 'string' },
    runs: { type: 'string' },
    'low-end-cpu': { type: 'string', default: String(LOW_END_CPU_SLOWDOWN) },
    'no-low-end': { type: 'boolean', default: false },
    site: { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_WEB_PORT ?? '45300' },
    peer: { type: 'boolean', default: false },
    markdown: { type: 'string' },
    'slow-network': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs ?? (args.peer ? 5 : 3));
const lowEndCpu = Number(args['low-end-cpu']);
if (args['slow-network'] && !args.peer) throw new Error('--slow-network goes with --peer');
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');

const askedRoutes = args.routes
  ?.split(',')
  .map((r) => r.trim())
  .filter(Boolean);
checkRouteNames(askedRoutes);
const started = Date.now();
/** The full Lighthouse report of each page's median run, for study (git-ignored, like all of .data/). */
const LHR_DIR = join(ROOT, '.data', 'bench', 'web-lhr');
mkdirSync(LHR_DIR, { recursive: true });
const reportName = (path: string) => path.replace(/^\//, '').replace(/[^\w.-]+/g, '_') || 'login';
// A private copy of the build, so that a rebuild of dist/ by someone else cannot change files mid-run.
const snapshot = args.site ? undefined : mkdtempSync(join(tmpdir(), 'portal-bench-web-site-'));
const siteDir = args.site ?? snapshot ?? '';
if (snapshot) cpSync(buildSiteIfNeeded(), snapshot, { recursive: true });

if (args.peer) {
  const peerTargets = allTargets(siteDir).filter((t) => (PEER_ROUTES as readonly string[]).includes(t.name));
  const code = await runPeerComparison({
    siteDir,
    targets: selectTargets(peerTargets, askedRoutes),
    port: Number(args.port),
    runs,
    cpuSlowdowns: args['no-low-end'] || args['slow-network'] ? [SLOW_NETWORK_CPU_SLOWDOWN] : [4, lowEndCpu],
    markdown: args.markdown,
    slowNetwork: args['slow-network'],
  }).finally(() => {
    if (snapshot) rmSync(snapshot, { recursive: true, force: true });
  });
  process.exit(code);
}

const targets = selectTargets(allTargets(siteDir), askedRoutes);

const server = await startBenchServer(siteDir, Number(args.port));
const chrome = await launchBrowser().catch(async (error: unknown) => {
  await server.stop();
  throw error;
});
const results: PageResult[] = [];
let chromium = '';
try {
  chromium = await chrome.browser.version();
  const storageFor = storageOf(server.origin, await memberStorage(server.origin));
  const audit = async (target: Target, cpuSlowdown?: number) => {
    const options = { origin: server.origin, storage: await storageFor(target), notFound: target.notFound };
    return auditOnce(chrome.browser, target.path, cpuSlowdown === undefined ? options : { ...options, cpuSlowdown });
  };
  for (const target of targets) {
    const pageStarted = Date.now();
    const done: Awaited<ReturnType<typeof audit>>[] = [];
    for (let i = 0; i < runs; i += 1) done.push(await audit(target));
    const lowEnd = args['no-low-end'] ? undefined : (await audit(target, lowEndCpu)).figures;
    const result = summarise(
      target,
      done.map((d) => d.figures),
      lowEnd,
    );
    results.push(result);
    const medianReport = done.find((d) => d.figures === result.medianRun);
    if (medianReport) writeFileSync(join(LHR_DIR, `${reportName(target.path)}.json`), JSON.stringify(medianReport.lhr));
    const s = result.scores;
    console.log(
      `${decodeURIComponent(target.path).padEnd(58)} perf ${s.performance} a11y ${s.accessibility} bp ${s['best-practices']}` +
        ` (${((Date.now() - pageStarted) / 1000).toFixed(0)} s)${result.failures.length > 0 ? `  ✗ ${result.failures.join('; ')}` : ''}`,
    );
  }
} finally {
  await chrome.close();
  await server.stop();
  if (snapshot) rmSync(snapshot, { recursive: true, force: true });
}

const seconds = Math.round((Date.now() - started) / 1000);
const benchmarkIndex = median(results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)));
const lighthouseVersion = (
  JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
).version;
const lowEndRatio = Number((benchmarkIndex / LOW_END_BENCHMARK_INDEX).toFixed(1));
const hostBelowCalibration = benchmarkIndex < CALIBRATED_HOST_BENCHMARK_INDEX;
const onCpuShares = results.flatMap((r) =>
  r.runs.flatMap((run) => (run.mainThread ? [run.mainThread.onCpuShare] : [])),
);
const mainThreadOnCpuShare = onCpuShares.length > 0 ? median(onCpuShares) : null;
const machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  node: process.version,
  chromium,
  lighthouse: lighthouseVersion,
};
writeFileSync(
  join(ROOT, '.data', 'bench', 'web.json'),
  `${JSON.stringify(
    {
      date: new Date(started).toISOString(),
      seconds,
      machine,
      runsPerPage: runs,
      lowEndCpuSlowdown: args['no-low-end'] ? null : lowEndCpu,
      benchmarkIndex,
      calibratedLowEndSlowdown: lowEndRatio,
      hostBelowCalibration,
      mainThreadOnCpuShare,
      results,
    },
    null,
    2,
  )}\n`,
);

console.log(`\n${markdownTable(results, lowEndCpu)}\n`);
console.log(
  `${results.length} page(s) × ${runs} run(s)${args['no-low-end'] ? '' : ` + 1 low-end run (CPU ${lowEndCpu}x)`} in ${Math.floor(seconds / 60)} min ${seconds % 60} s on ` +
    `${machine.cpus} × ${machine.cpuModel}, ${chromium}, Lighthouse ${lighthouseVersion}; median benchmarkIndex ${benchmarkIndex} ` +
    `(≈ ${lowEndRatio}x a low-end phone). JSON: .data/bench/web.json`,
);
if (hostBelowCalibration) {
  console.warn(
    `\nWarning: this host's median benchmarkIndex (${benchmarkIndex}) is below ${CALIBRATED_HOST_BENCHMARK_INDEX}, the ` +
      "high-end desktop bracket for which Lighthouse's 4x CPU slowdown is calibrated: the runs emulate a phone slower " +
      'than the mid-tier one the budget means, and TBT and the performance score read low. Run again with the machine ' +
      'quiet (docs/PERFORMANCE.md, "Machine").',
  );
}
if (mainThreadOnCpuShare !== null && mainThreadOnCpuShare < CONTENDED_ON_CPU_SHARE) {
  console.warn(
    `\nNote: the pages' main thread was on a CPU for ${Math.round(mainThreadOnCpuShare * 100)} % of its task time ` +
      "(median of all runs); the rest it waited, for a core or for Chromium's other threads and processes. Lighthouse " +
      'times tasks by the wall clock, so TBT here measures this host as well as the pages\' work; the "CPU ms" column ' +
      'is the pages\' own main-thread work (docs/PERFORMANCE.md, "Machine").',
  );
}
const missed = lostAuditLines(results);
if (missed.length > 0) {
  console.error(`\nBudget missed (performance, accessibility, best practices 100; CLS 0):\n${missed.join('\n')}`);
  process.exit(1);
}
console.log('All pages within budget.');
