/**
 * `npx node scripts/bench/web/devtools-cost.ts`: what attaching DevTools (as Lighthouse and the traces do) adds to
 * evaluating React's file (the core chunk). A probe page imports the built core file 8 times (each a fresh module,
 * fetched first so that only the evaluation is timed), in a Chromium started plainly, as a phone runs it, and in one
 * driven over the DevTools protocol; then it records one traced import and sums V8's source-position collection
 * (`V8.CollectSourcePositions`, the re-parse of whole functions DevTools asks for). Unthrottled, 3 rounds per side;
 * prints the medians. Option: --site=DIR (default: the build of dist/).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSiteIfNeeded } from '../../lib/build-site.ts';
import { launchBrowser } from './browser.ts';
import type { TraceEvent } from './main-thread.ts';
import { median } from './report.ts';

const { values: args } = parseArgs({ options: { site: { type: 'string' } } });
const site = args.site ?? buildSiteIfNeeded();
const core = readdirSync(join(site, '_astro')).find((name) => /^core\.[\w-]+\.js$/.test(name));
if (!core) throw new Error(`no core chunk in ${site}/_astro`);
const IMPORTS = 8;
const ROUNDS = 3;

/** Imports the core file IMPORTS times and puts the median evaluation time (ms) in the title and the console. */
const PROBE = `<!doctype html><title>probe</title><script type="module">
const times = [];
for (let i = 0; i < ${IMPORTS}; i++) {
  const url = '/_astro/${core}?i=' + i + '-' + Math.random();
  await fetch(url).then((r) => r.text());
  await new Promise((r) => setTimeout(r, 50));
  const start = performance.now();
  await import(url);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const result = 'EVAL ' + times[Math.floor(times.length / 2)].toFixed(1);
console.log(result);
document.title = result;
</script>`;

const server = createServer((request, response) => {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  if (path === '/probe.html') return void response.writeHead(200, { 'content-type': 'text/html' }).end(PROBE);
  const file = path.startsWith('/_astro/') ? join(site, '_astro', path.slice('/_astro/'.length)) : '';
  let body: Buffer;
  try {
    body = readFileSync(file);
  } catch {
    return void response.writeHead(404).end();
  }
  response.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const probeUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/probe.html`;

/** One probe in a Chromium without DevTools: its median, read from the browser's console log. */
function plainRun(): Promise<number> {
  const profile = mkdtempSync(join(tmpdir(), 'portal-devtools-cost-'));
  const chrome = spawn(process.env.CHROME_PATH ?? '/usr/bin/chromium', [
    '--headless=new',
    '--no-sandbox',
    '--enable-logging=stderr',
    `--user-data-dir=${profile}`,
    probeUrl,
  ]);
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => chrome.kill(), 60_000);
    let log = '';
    chrome.stderr.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const found = /EVAL (\d+(?:\.\d+)?)/.exec(log);
      if (found) {
        resolve(Number(found[1]));
        chrome.kill();
      }
    });
    chrome.on('exit', () => {
      clearTimeout(timer);
      rmSync(profile, { recursive: true, force: true });
      reject(new Error('the plain Chromium ended without a result'));
    });
  });
}

const plain: number[] = [];
const attached: number[] = [];
let collectMs = 0;
const chrome = await launchBrowser();
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    plain.push(await plainRun());
    const page = await chrome.browser.newPage();
    await page.goto(probeUrl);
    await page.waitForFunction(() => document.title.startsWith('EVAL'), { timeout: 60_000 });
    attached.push(Number((await page.title()).slice('EVAL '.length)));
    await page.close();
  }
  const page = await chrome.browser.newPage();
  await page.tracing.start({ categories: ['disabled-by-default-v8.compile', 'v8'] });
  await page.goto(probeUrl);
  await page.waitForFunction(() => document.title.startsWith('EVAL'), { timeout: 60_000 });
  const trace = JSON.parse(Buffer.from((await page.tracing.stop()) ?? new Uint8Array()).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  collectMs = trace.traceEvents
    .filter((e) => e.name === 'V8.CollectSourcePositions')
    .reduce((sum, e) => sum + (e.dur ?? 0) / 1000 / IMPORTS, 0);
} finally {
  await chrome.close();
  server.close();
}
console.log(`${core}: evaluation, median of ${IMPORTS} imports, ${ROUNDS} rounds (unthrottled)`);
console.log(`  Chromium without DevTools:      ${median(plain).toFixed(1)} ms  (${plain.join(', ')})`);
console.log(`  Chromium with DevTools attached: ${median(attached).toFixed(1)} ms  (${attached.join(', ')})`);
console.log(`  of which V8.CollectSourcePositions (traced, per import): ${collectMs.toFixed(1)} ms`);
