/**
 * `npm run bench:web -- --peer`: the product against the peer single-page app (scripts/bench/peers/spa/, built here)
 * on /, /verify, /home, /articles and /products/{title}. The product is served by the real `npm start` (memory
 * database, demo seed), the peer by its static server on the next port, which passes /api/ to that same server; the
 * visitor's storage (Dr. Asha Rao's session, or a pending login) is put on each origin the same way. Each route is
 * audited alternately (ours, peer, then peer, ours…) `runs` times per side at Lighthouse's default 4x CPU slowdown
 * and again at the low-end slowdown; the medians, ratios and goals are printed as a Markdown table. With
 * `slowNetwork`, each route is audited at 4x on the slow network of goals 4 and 5 instead (slow-network.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildPeer } from '../peers/spa/build.ts';
import { startPeerServer } from '../peers/spa/serve.ts';
import { auditOnce, type RunFigures } from './audit.ts';
import { launchBrowser } from './browser.ts';
import { missedGoals, type PeerComparison, peerMarkdownTable, sideMedians } from './peer-report.ts';
import { median, wrongPage } from './report.ts';
import { startBenchServer } from './server.ts';
import { memberStorage, storageOf } from './session.ts';
import {
  missedSlowNetworkGoals,
  SLOW_NETWORK,
  type SlowNetworkComparison,
  slowNetworkMedians,
  slowNetworkTable,
} from './slow-network.ts';
import type { Target } from './targets.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
/** The routes the peer has (route ids of src/shared/routes.ts). */
export const PEER_ROUTES = ['login', 'verify', 'home', 'articles', 'products'] as const;
/** Lighthouse's default mobile CPU slowdown. */
const DEFAULT_CPU_SLOWDOWN = 4;

/** What the comparison needs. */
export interface PeerOptions {
  siteDir: string;
  targets: Target[];
  port: number;
  runs: number;
  /** The slowdowns to run at (4 is Lighthouse's default). */
  cpuSlowdowns: number[];
  /** Also write the table to this Markdown file. */
  markdown: string | undefined;
  /** Audit on the slow network of goals 4 and 5 (slow-network.ts) and report those goals instead. */
  slowNetwork: boolean;
}

/** Runs the comparison; returns the process exit code (1 when a run did not audit the page asked for or a goal of issue 44 is missed). */
export async function runPeerComparison(options: PeerOptions): Promise<number> {
  const started = Date.now();
  console.log('Building the peer single-page app…');
  const peerDir = await buildPeer();
  const ours = await startBenchServer(options.siteDir, options.port);
  const peer = await startPeerServer(peerDir, options.port + 1, ours.origin);
  const chrome = await launchBrowser().catch(async (error: unknown) => {
    await Promise.all([peer.stop(), ours.stop()]);
    throw error;
  });
  const comparisons: PeerComparison[] = [];
  const slowComparisons: SlowNetworkComparison[] = [];
  const failures: string[] = [];
  const all: RunFigures[] = [];
  try {
    const storageFor = storageOf(ours.origin, await memberStorage(ours.origin));
    const audit = async (origin: string, target: Target, cpu: number): Promise<RunFigures> => {
      const base = {
        origin,
        storage: await storageFor(target),
        notFound: false,
        ...(options.slowNetwork ? { network: SLOW_NETWORK } : {}),
      };
      const run = cpu === DEFAULT_CPU_SLOWDOWN ? base : { ...base, cpuSlowdown: cpu };
      return (await auditOnce(chrome.browser, target.path, run)).figures;
    };
    for (const target of options.targets) {
      for (const cpu of options.cpuSlowdowns) {
        const sides = { ours: [] as RunFigures[], peer: [] as RunFigures[] };
        for (let i = 0; i < options.runs; i += 1) {
          const order = i % 2 === 0 ? (['ours', 'peer'] as const) : (['peer', 'ours'] as const);
          for (const side of order) {
            const figures = await audit(side === 'ours' ? ours.origin : peer.origin, target, cpu);
            sides[side].push(figures);
            all.push(figures);
            const reason = wrongPage(target, figures);
            if (reason) failures.push(`${side} ${target.path} ${cpu}x run ${i + 1}: ${reason}`);
            console.log(
              `${side.padEnd(4)} ${decodeURIComponent(target.path).padEnd(28)} ${cpu}x run ${i + 1}: perf ` +
                `${figures.scores.performance} LCP ${Math.round(figures.lcp)} ms TBT ${Math.round(figures.tbt)} ms ` +
                `TTI ${Math.round(figures.tti ?? Number.NaN)} ms script ${Math.round(figures.scriptMs ?? Number.NaN)} ms ` +
                `JS ${(figures.jsBytes / 1024).toFixed(1)} KB${reason ? `  ✗ ${reason}` : ''}`,
            );
          }
        }
        const { path } = target;
        const { runs } = options;
        if (options.slowNetwork)
          slowComparisons.push({
            path,
            ours: slowNetworkMedians(sides.ours),
            peer: slowNetworkMedians(sides.peer),
            runs,
          });
        else
          comparisons.push({
            path,
            cpuSlowdown: cpu,
            ours: sideMedians(sides.ours),
            peer: sideMedians(sides.peer),
            runs,
          });
      }
    }
  } finally {
    await chrome.close();
    await Promise.all([peer.stop(), ours.stop()]);
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const benchmarkIndex = median(all.map((run) => run.benchmarkIndex));
  const table = options.slowNetwork
    ? slowNetworkTable(slowComparisons)
    : peerMarkdownTable(comparisons, benchmarkIndex);
  const out = join(ROOT, '.data', 'bench', options.slowNetwork ? 'web-peer-slow-network.json' : 'web-peer.json');
  mkdirSync(dirname(out), { recursive: true });
  const json = options.slowNetwork ? { network: SLOW_NETWORK, comparisons: slowComparisons, all } : { comparisons };
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date(started).toISOString(), seconds, benchmarkIndex, ...json, failures }, null, 2)}\n`,
  );
  if (options.markdown) writeFileSync(options.markdown, `${table}\n`);
  console.log(`\n${table}\n`);
  console.log(
    `${options.targets.length} route(s) × ${options.cpuSlowdowns.map((c) => `${c}x`).join(' and ')} × ${options.runs} ` +
      `run(s) per side (median of each metric) in ${Math.floor(seconds / 60)} min ${seconds % 60} s; median ` +
      `benchmarkIndex ${benchmarkIndex}. JSON: .data/bench/${options.slowNetwork ? 'web-peer-slow-network' : 'web-peer'}.json`,
  );
  if (failures.length > 0) {
    console.error(`\nRuns that did not audit the page asked for:\n${failures.map((f) => `- ${f}`).join('\n')}`);
    return 1;
  }
  const missed = [
    ...comparisons.flatMap((c) =>
      missedGoals(c, benchmarkIndex).map((goal) => `${decodeURIComponent(c.path)} ${c.cpuSlowdown}x: ${goal}`),
    ),
    ...slowComparisons.flatMap((c) =>
      missedSlowNetworkGoals(c).map((goal) => `${decodeURIComponent(c.path)} slow network: ${goal}`),
    ),
  ];
  if (missed.length > 0) {
    console.error(`\nGoals of issue 44 missed:\n${missed.map((m) => `- ${m}`).join('\n')}`);
    return 1;
  }
  return 0;
}
