/**
 * `npm run bench:tasks`: what each long task of a page's load runs, by function (issue 44). Builds the English site
 * unminified (PORTAL_UNMINIFIED=1, into a temporary folder, so React's and our functions keep their names), serves it
 * with the real `npm start`, loads each route at a CPU slowdown (default 10x) with V8's sampling profiler and a trace
 * at once, and prints every main-thread task longer than --min-ms with the functions that took a share of it
 * (inclusive time; "(program)" is the browser's own work inside the task: style, layout, parsing). Unminified code
 * runs a little slower than the shipped one, and the profiler adds its own: compare builds with each other, not with
 * bench:trace.
 *
 * Options: --routes=/home,products (paths or route ids of bench:web; default /home), --runs=N (default 1), --cpu=N,
 * --min-ms=N (default 40), --site=DIR (an unminified build to use instead of building one), --port=N.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'puppeteer-core';
import { deployDirOf } from '../../src/delivery/manifest.ts';
import { launchBrowser } from './web/browser.ts';
import { pageMainThread, type TraceEvent } from './web/main-thread.ts';
import { startBenchServer } from './web/server.ts';
import { type BrowserStorage, memberStorage, putStorage, storageOf } from './web/session.ts';
import { allTargets, checkRouteNames, selectTargets, type Target } from './web/targets.ts';

const { values: args } = parseArgs({
  options: {
    routes: { type: 'string', default: '/home' },
    runs: { type: 'string', default: '1' },
    cpu: { type: 'string', default: '10' },
    'min-ms': { type: 'string', default: '40' },
    site: { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_WEB_PORT ?? '45300' },
  },
});
const cpu = Number(args.cpu);
const runs = Number(args.runs);
const minMs = Number(args['min-ms']);
if (!(cpu >= 1) || !Number.isInteger(runs) || runs < 1 || !(minMs > 0)) {
  throw new Error('--cpu must be ≥ 1, --runs a whole number and --min-ms above 0');
}

/** A node of V8's CPU profile. */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** V8's CPU profile as the DevTools protocol returns it (times in µs). */
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/** One main-thread task: when, how long (wall µs) and its samples' call stacks (frame names, outermost first). */
interface Task {
  start: number;
  end: number;
  samples: { us: number; frames: string[] }[];
}

/** A frame's name: function, file and line (1-based). */
const frameName = ({ callFrame: f }: ProfileNode): string =>
  `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() || ''}${f.url ? `:${f.lineNumber + 1}` : ''}`.trim();

/** Builds the English site unminified into a temporary folder; returns it. */
function buildUnminified(): string {
  const out = mkdtempSync(join(tmpdir(), 'portal-unminified-'));
  console.log(`Building the English site unminified into ${out}…`);
  const result = spawnSync(join('node_modules', '.bin', 'astro'), ['build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ASTRO_TELEMETRY_DISABLED: '1',
      PORTAL_LANGUAGES: 'en',
      PORTAL_UNMINIFIED: '1',
      PORTAL_UNMINIFIED_OUT: out,
    },
  });
  if (result.status !== 0) throw new Error(`astro build failed (exit ${result.status ?? result.signal})`);
  return out;
}

/** Assigns the profile's samples to the page's main-thread tasks (`main`) of at least `minMs` wall time. */
function tasksOf(profile: CpuProfile, events: readonly TraceEvent[], main: { pid: number; tid: number }): Task[] {
  const tasks: Task[] = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === main.pid && e.tid === main.tid)
    .filter((e) => (e.dur ?? 0) >= minMs * 1000)
    .map((e) => ({ start: e.ts ?? 0, end: (e.ts ?? 0) + (e.dur ?? 0), samples: [] as Task['samples'] }))
    .sort((a, b) => a.start - b.start);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stacks = new Map<number, string[]>();
  const framesOf = (id: number): string[] => {
    const known = stacks.get(id);
    if (known) return known;
    const node = byId.get(id);
    const above = parent.get(id);
    const frames = above === undefined ? [] : framesOf(above);
    const own = node && node.callFrame.functionName !== '(root)' ? [...frames, frameName(node)] : frames;
    stacks.set(id, own);
    return own;
  };
  let time = profile.startTime;
  let next = 0;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i] ?? 0;
    const us = profile.timeDeltas[i + 1] ?? 0;
    while (next < tasks.length && (tasks[next]?.end ?? 0) < time) next += 1;
    const task = tasks[next];
    if (!task || task.start > time) return;
    const frames = framesOf(id);
    if (frames[0] !== '(idle)') task.samples.push({ us, frames });
  });
  return tasks;
}

/**
 * The task's heaviest frames by inclusive time, leaving out wrappers that hold nearly all of it and, of a chain of
 * frames with the same time, all but the innermost; or, when its samples are nearly all the browser's own work, that.
 */
function heaviest(task: Task): string {
  const total = task.samples.reduce((n, s) => n + s.us, 0);
  const inclusive = new Map<string, { us: number; depth: number }>();
  for (const { us, frames } of task.samples) {
    new Set(frames).forEach((frame) => {
      const seen = inclusive.get(frame);
      const depth = frames.indexOf(frame);
      inclusive.set(frame, { us: (seen?.us ?? 0) + us, depth: Math.max(seen?.depth ?? 0, depth) });
    });
  }
  const innermost = new Map<number, [string, number]>();
  for (const [frame, { us, depth }] of inclusive) {
    if (us < total * 0.12 || us > total * 0.9) continue;
    const kept = innermost.get(us);
    if (!kept || depth > kept[1]) innermost.set(us, [frame, depth]);
  }
  const frames = [...innermost]
    .sort((a, b) => b[0] - a[0])
    .slice(0, 6)
    .map(([us, [frame]]) => `${frame} ${Math.round(us / 1000)}`);
  if (frames.length > 0) return frames.join(', ');
  const only = inclusive.keys().next().value ?? '(no samples)';
  return only === '(program)' ? "(the browser's own work: parsing, style, layout, paint)" : only;
}

/** One profiled load of `path`; prints its long tasks. */
async function profileLoad(browser: Browser, origin: string, path: string, storage: BrowserStorage): Promise<void> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await putStorage(page, origin, storage);
    await page.emulateCPUThrottling(cpu);
    const cdp = await page.createCDPSession();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.tracing.start({
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'],
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle0', timeout: 120_000 });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 3000)));
    const buffer = await page.tracing.stop();
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const events = (
      JSON.parse(Buffer.from(buffer ?? new Uint8Array()).toString('utf8')) as { traceEvents: TraceEvent[] }
    ).traceEvents;
    const main = pageMainThread(events);
    if (!main) throw new Error(`no navigation to ${path} in the trace`);
    for (const task of tasksOf(profile, events, main)) {
      const at = Math.round((task.start - main.ts) / 1000);
      const wall = Math.round((task.end - task.start) / 1000);
      console.log(`  ${String(at).padStart(6)} ms  ${String(wall).padStart(4)} ms  ${heaviest(task)}`);
    }
  } finally {
    await context.close();
  }
}

const wanted = args.routes.split(',').map((r) => r.trim());
checkRouteNames(wanted);
const built = args.site ? undefined : buildUnminified();
const siteDir = args.site ?? built ?? '';
const targets: Target[] = selectTargets(allTargets(siteDir), wanted);
const server = await startBenchServer(siteDir, Number(args.port));
const chrome = await launchBrowser();
try {
  const storageFor = storageOf(server.origin, await memberStorage(server.origin));
  for (const target of targets) {
    const storage = await storageFor(target);
    for (let run = 1; run <= runs; run += 1) {
      console.log(
        `\n${decodeURIComponent(target.path)}, run ${run} (${cpu}x; at, wall time, heaviest functions in ms)`,
      );
      await profileLoad(chrome.browser, server.origin, target.path, storage);
    }
  }
} finally {
  await chrome.close();
  await server.stop();
  if (built) for (const dir of [built, deployDirOf(built)]) rmSync(dir, { recursive: true, force: true });
}
