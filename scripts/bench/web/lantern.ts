/**
 * What decides a page's simulated LCP: replays Lighthouse's Lantern simulation on one run saved by
 * `BENCH_WEB_TRACE_DIR=… npm run bench:web` and prints every request and task of its optimistic and pessimistic
 * LCP graphs in the order they end (the LCP is the later end of the two graphs, averaged). A diagnostic for
 * docs/PERFORMANCE.md, not part of any budget.
 *
 * Usage: npx node scripts/bench/web/lantern.ts /tmp/lh/therapies-1795302925771   (the run's file prefix)
 */
import { readFileSync } from 'node:fs';

/** A node of Lantern's dependency graph: a request or a main-thread task. */
interface GraphNode {
  type: 'network' | 'cpu';
  request?: { priority: string; resourceType?: string; url: string };
  event?: { dur?: number };
}

/** One simulated graph: its end and when each node ran (ms from navigation). */
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}

/** The part of Lighthouse's LanternLargestContentfulPaint this reads. */
interface LanternLcp {
  request(
    data: object,
    context: object,
  ): Promise<{ timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate }>;
}

/** The saved report's fields needed to rebuild the simulation's input. */
interface SavedReport {
  requestedUrl: string;
  mainDocumentUrl?: string;
  finalDisplayedUrl: string;
  configSettings: object;
}

const prefix = process.argv[2];
if (!prefix) {
  console.error('Usage: npx node scripts/bench/web/lantern.ts <run prefix, e.g. /tmp/lh/home-1795302918842>');
  process.exit(2);
}
const read = (suffix: string): unknown => JSON.parse(readFileSync(`${prefix}.${suffix}.json`, 'utf8'));
const lhr = read('lhr') as SavedReport;
const { LanternLargestContentfulPaint } = (await import(
  'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
)) as unknown as { LanternLargestContentfulPaint: LanternLcp };
const { defaultSettings } = (await import('lighthouse/core/config/constants.js')) as unknown as {
  defaultSettings: object;
};

const result = await LanternLargestContentfulPaint.request(
  {
    trace: read('trace'),
    devtoolsLog: read('devtoolslog'),
    gatherContext: { gatherMode: 'navigation' },
    settings: { ...defaultSettings, ...lhr.configSettings },
    simulator: null,
    URL: {
      requestedUrl: lhr.requestedUrl,
      mainDocumentUrl: lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl,
      finalDisplayedUrl: lhr.finalDisplayedUrl,
    },
    SourceMaps: [],
    HostDPR: 1,
  },
  { computedCache: new Map() },
);

const origin = new URL(lhr.finalDisplayedUrl).origin;
/** A node as one line: priority, type and path of a request; length of a task. */
function describeNode(node: GraphNode): string {
  if (!node.request) return `task ${((node.event?.dur ?? 0) / 1000).toFixed(1)} ms (×CPU slowdown in the simulation)`;
  const { priority, resourceType, url } = node.request;
  return `${priority.padEnd(8)} ${(resourceType ?? '').padEnd(10)} ${url.startsWith(origin) ? url.slice(origin.length) : url}`;
}

console.log(
  `Simulated LCP ${Math.round(result.timing)} ms: optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)}`,
);
for (const [label, estimate] of [
  ['optimistic', result.optimisticEstimate],
  ['pessimistic', result.pessimisticEstimate],
] as const) {
  console.log(`\n${label} graph (start → end ms)`);
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
  for (const [node, timing] of rows) {
    console.log(
      `${Math.round(timing.startTime).toString().padStart(6)} → ${Math.round(timing.endTime).toString().padStart(6)}  ${describeNode(node)}`,
    );
  }
}
