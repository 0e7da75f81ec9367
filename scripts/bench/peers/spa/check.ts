/**
 * `node scripts/bench/peers/spa/check.ts [DIR]`: proof that the peer draws each of its routes as the product does
 * before it is measured (a peer showing a spinner, an error or the login screen would be a handicap). Serves both
 * as `bench:web -- --peer` does (the product's build and server, the peer beside it on the same API), opens each
 * route on both origins in Chromium at 360×800 with the same visitor's storage, waits until the network is idle
 * and no placeholder is left, and compares the text of `<main>`; screenshots of both go to DIR (default
 * /tmp/peer-screens). Exits 1 when a route ended elsewhere, shows an error or placeholder, or differs in text.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { buildSiteIfNeeded } from '../../../lib/build-site.ts';
import { launchBrowser } from '../../web/browser.ts';
import { PEER_ROUTES } from '../../web/peer.ts';
import { startBenchServer } from '../../web/server.ts';
import { type BrowserStorage, memberStorage, putStorage, storageOf } from '../../web/session.ts';
import { allTargets, type Target } from '../../web/targets.ts';
import { buildPeer } from './build.ts';
import { startPeerServer } from './serve.ts';

const outDir = process.argv[2] ?? '/tmp/peer-screens';
const port = Number(process.env.BENCH_WEB_PORT ?? 45300) + 10;

/** What a route shows once settled: the final path, the text of <main>, and whether a placeholder or error is left. */
interface Drawn {
  path: string;
  text: string;
  unsettled: boolean;
}

async function draw(browser: Browser, origin: string, target: Target, storage: BrowserStorage, shot: string) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 360, height: 800 });
    await putStorage(page, origin, storage);
    page.on('pageerror', (error) => console.error(`${origin}${target.path}: ${String(error)}`));
    await page.goto(`${origin}${target.path}`, { waitUntil: 'networkidle0', timeout: 30_000 });
    await page
      .waitForFunction(() => document.querySelector('main') && !document.querySelector('main .skeleton'), {
        timeout: 10_000,
      })
      .catch(() => undefined);
    await page.screenshot({ path: shot });
    return await page.evaluate(
      (): Drawn => ({
        path: location.pathname,
        text: (() => {
          // The text a reader gets: scripts, styles and templates (Astro's island markers) left out.
          const main = document.querySelector('main')?.cloneNode(true);
          if (!(main instanceof HTMLElement)) return '';
          for (const node of main.querySelectorAll('script, style, template')) node.remove();
          return (main.textContent ?? '').replace(/\s+/g, ' ').trim();
        })(),
        unsettled: document.querySelector('main .skeleton, main .error-retry, main [aria-busy="true"]') !== null,
      }),
    );
  } finally {
    await context.close();
  }
}

mkdirSync(outDir, { recursive: true });
const siteDir = buildSiteIfNeeded();
const peerDir = await buildPeer();
const ours = await startBenchServer(siteDir, port);
const peer = await startPeerServer(peerDir, port + 1, ours.origin);
const chrome = await launchBrowser();
const problems: string[] = [];
try {
  const storageFor = storageOf(ours.origin, await memberStorage(ours.origin));
  const targets = allTargets(siteDir).filter((t) => (PEER_ROUTES as readonly string[]).includes(t.name));
  for (const target of targets) {
    const name = target.name;
    const shot = async (side: 'ours' | 'peer', origin: string): Promise<Drawn> =>
      draw(chrome.browser, origin, target, await storageFor(target), join(outDir, `${side}-${name}.png`)).catch(
        (error: unknown) => ({ path: `(${String(error)})`, text: '', unsettled: true }),
      );
    const drawn = { ours: await shot('ours', ours.origin), peer: await shot('peer', peer.origin) };
    for (const [side, d] of Object.entries(drawn)) {
      if (decodeURIComponent(d.path) !== decodeURIComponent(target.path))
        problems.push(`${side} ${target.path}: ended on ${d.path}`);
      if (d.unsettled) problems.push(`${side} ${target.path}: a placeholder or error is left`);
      if (d.text.length === 0) problems.push(`${side} ${target.path}: <main> is empty`);
    }
    if (drawn.ours.text !== drawn.peer.text)
      problems.push(
        `${target.path}: the text of <main> differs:\n  ours: ${drawn.ours.text}\n  peer: ${drawn.peer.text}`,
      );
    const first = drawn.peer.text.slice(0, 70);
    console.log(
      `${target.path.padEnd(28)} peer ${drawn.peer.text.length} chars of text ("${first}…"), ours ${drawn.ours.text.length}`,
    );
  }
} finally {
  await chrome.close();
  await Promise.all([peer.stop(), ours.stop()]);
}
if (problems.length > 0) {
  console.error(`\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nEvery peer route draws what the product draws. Screenshots: ${outDir}`);
