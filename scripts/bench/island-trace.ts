/**
 * `npm run bench:trace`: where the main thread's time goes on a cheap phone (issue 44). Serves the production build
 * with the real `npm start` and the peer single-page app (scripts/bench/peers/spa/) beside it, loads /, /verify,
 * /home, /articles and /products/{title} on each, alternately, with Chromium's CPU slowed down (default 10x),
 * records a trace of each load and prints, per route and side, the main thread's thread time per script file (and
 * the browser's own work), the long tasks, when each island hydrated, the style and layout a script forced (and
 * where), and the time V8 spent collecting source positions, which only an attached DevTools (Lighthouse, this
 * script) makes it do. Thread time, not wall time: on a shared host the wall clock measures the neighbours too.
 * Chromium's throttling keeps the thread busy for the slowed-down share, so a task's thread time is already its time
 * on the emulated phone (measured here: a 25 ms loop shows 248 ms at 10x).
 *
 * Options: --routes=/home,/files (paths or route ids of bench:web; a route the peer does not have is traced on ours
 * alone), --cpu=N (default 10), --runs=N (default 1; the run with the median total is printed), --port=N (default
 * BENCH_WEB_PORT or 45300; the peer uses the next), --site=DIR.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'puppeteer-core';
import { buildSiteIfNeeded } from '../lib/build-site.ts';
import { buildPeer } from './peers/spa/build.ts';
import { startPeerServer } from './peers/spa/serve.ts';
import { launchBrowser } from './web/browser.ts';
import type { TraceEvent } from './web/main-thread.ts';
import { PEER_ROUTES } from './web/peer.ts';
import { median } from './web/report.ts';
import { type ScriptTimes, scriptTimes } from './web/script-time.ts';
import { startBenchServer } from './web/server.ts';
import { type BrowserStorage, memberStorage, putStorage, storageOf } from './web/session.ts';
import { allTargets, checkRouteNames, selectTargets, type Target } from './web/targets.ts';

const { values: args } = parseArgs({
  options: {
    routes: { type: 'string' },
    cpu: { type: 'string', default: '10' },
    runs: { type: 'string', default: '1' },
    port: { type: 'string', default: process.env.BENCH_WEB_PORT ?? '45300' },
    site: { type: 'string' },
  },
});
const cpu = Number(args.cpu);
const runs = Number(args.runs);
if (!(cpu >= 1) || !Number.isInteger(runs) || runs < 1) throw new Error('--cpu must be ≥ 1 and --runs a whole number');

/** An island's name (from its `opts`) and when it hydrated, in ms from the navigation. */
interface Hydrated {
  name: string;
  client: string;
  atMs: number;
}

/** Records each island's hydration (Astro removes its `ssr` attribute) in the page. */
const WATCH_ISLANDS = `(() => {
  const seen = (window.__hydrated = []);
  new MutationObserver((records) => {
    for (const r of records) {
      const el = r.target;
      if (el.localName !== 'astro-island' || el.hasAttribute('ssr')) continue;
      let name = '?';
      try { name = JSON.parse(el.getAttribute('opts') || '{}').name || '?'; } catch {}
      seen.push({ name, client: el.getAttribute('client') || '', atMs: Math.round(performance.now()) });
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
})();`;

/** One load of `url` at the slowdown, traced: its script times and its islands' hydration. */
async function traceLoad(
  browser: Browser,
  origin: string,
  path: string,
  storage: BrowserStorage,
): Promise<{ times: ScriptTimes; hydrated: Hydrated[] }> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await putStorage(page, origin, storage);
    await page.evaluateOnNewDocument(WATCH_ISLANDS);
    await page.emulateCPUThrottling(cpu);
    await page.tracing.start({
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        // the script's stack on a style or layout pass it forced
        'disabled-by-default-devtools.timeline.stack',
        'v8.execute',
        'v8',
        'disabled-by-default-v8.compile',
        'blink.user_timing',
        'loading',
        'toplevel',
      ],
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle0', timeout: 120_000 });
    // Idle-time work (islands hydrated when idle) after the network is quiet.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 3000)));
    const buffer = await page.tracing.stop();
    const hydrated = await page.evaluate(() => (window as unknown as { __hydrated?: Hydrated[] }).__hydrated ?? []);
    const trace = JSON.parse(Buffer.from(buffer ?? new Uint8Array()).toString('utf8')) as { traceEvents: TraceEvent[] };
    // Thread time under throttling is already the slowed-down time: no further factor.
    const times = scriptTimes(trace.traceEvents, 1);
    if (!times) throw new Error(`no navigation in the trace of ${path}`);
    return { times, hydrated };
  } finally {
    await context.close();
  }
}

const requested = args.routes?.split(',').map((r) => r.trim());
checkRouteNames(requested);
const snapshot = args.site ? undefined : mkdtempSync(join(tmpdir(), 'portal-island-trace-'));
const siteDir = args.site ?? snapshot ?? '';
if (snapshot) cpSync(buildSiteIfNeeded(), snapshot, { recursive: true });
/** Whether the peer single-page app has the route (PEER_ROUTES); other routes are traced on ours alone. */
const peerHas = (target: Target): boolean => (PEER_ROUTES as readonly string[]).includes(target.name);
const targets = requested ? selectTargets(allTargets(siteDir), requested) : allTargets(siteDir).filter(peerHas);
const port = Number(args.port);
const ours = await startBenchServer(siteDir, port);
const peer = targets.some(peerHas) ? await startPeerServer(await buildPeer(), port + 1, ours.origin) : undefined;
const chrome = await launchBrowser();
const summary: string[] = [
  '| Route | Side | Main thread, ms | Script until quiet, ms | DevTools only, ms | Forced layout, ms | Long tasks (> 50 ms) | Top sources (ms) |',
  '|---|---|---:|---:|---:|---:|---|---|',
];
try {
  const storageFor = storageOf(ours.origin, await memberStorage(ours.origin));
  for (const target of targets) {
    const sides = {
      ours: [] as Awaited<ReturnType<typeof traceLoad>>[],
      peer: [] as Awaited<ReturnType<typeof traceLoad>>[],
    };
    const peerOrigin = peerHas(target) ? peer?.origin : undefined;
    for (let i = 0; i < runs; i += 1) {
      for (const side of i % 2 === 0 ? (['ours', 'peer'] as const) : (['peer', 'ours'] as const)) {
        const origin = side === 'ours' ? ours.origin : peerOrigin;
        if (origin) sides[side].push(await traceLoad(chrome.browser, origin, target.path, await storageFor(target)));
      }
    }
    for (const side of ['ours', 'peer'] as const) {
      const totals = sides[side].map((r) => r.times.totalEmulatedMs);
      const run = sides[side].find((r) => r.times.totalEmulatedMs === median(totals)) ?? sides[side][0];
      if (!run) continue;
      const { times, hydrated } = run;
      console.log(`\n${decodeURIComponent(target.path)} — ${side} (thread time at ${cpu}x)`);
      for (const s of times.bySource.slice(0, 10)) {
        console.log(`  ${s.source.padEnd(40)} ${String(Math.round(s.cpuMs)).padStart(6)} ms in ${s.tasks} task(s)`);
      }
      for (const t of times.longTasks) console.log(`  long task at ${t.startMs} ms: ${t.emulatedMs} ms, ${t.source}`);
      for (const h of hydrated) console.log(`  island ${h.name} (client:${h.client}) hydrated at ${h.atMs} ms`);
      console.log(
        `  DevTools only (V8 collecting source positions, a phone does not pay it): ${times.devToolsOnlyMs} ms`,
      );
      const forcedAt = times.forced.at.join(', ') || 'none';
      console.log(`  style and layout forced by a script: ${times.forced.ms} ms (${forcedAt})`);
      const top = times.bySource
        .slice(0, 3)
        .map((s) => `${s.source} ${Math.round(s.cpuMs)}`)
        .join(', ');
      const long = times.longTasks.map((t) => `${t.emulatedMs} (${t.source})`).join(', ') || 'none';
      summary.push(
        `| \`${decodeURIComponent(target.path)}\` | ${side} | ${times.totalEmulatedMs} | ${times.scriptUntilQuietMs} | ${times.devToolsOnlyMs} | ${times.forced.ms} | ${long} | ${top} |`,
      );
    }
  }
} finally {
  await chrome.close();
  await Promise.all([peer?.stop(), ours.stop()]);
  if (snapshot) rmSync(snapshot, { recursive: true, force: true });
}
console.log(`\n${summary.join('\n')}`);
