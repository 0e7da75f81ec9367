/**
 * One Lighthouse run of one page: a fresh browser context (empty cache, storage and service workers, as a first
 * visit), the visitor's storage put in place on the origin (a plain-text file, so no page script runs and nothing
 * is cached), then Lighthouse's navigation in that same tab with `disableStorageReset` so the session survives.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import type { Browser } from 'puppeteer-core';
import { pageScriptMs } from './interactive-script.ts';
import { mainThreadTime, type MainThreadTime } from './main-thread.ts';
import { type BrowserStorage, putStorage } from './session.ts';

/** Lighthouse categories the benchmark scores. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** A scored category. */
export type Category = (typeof CATEGORIES)[number];

/** Lighthouse's simulated-throttling network settings (rttMs and throughputKbps drive the simulation). */
export interface SimulatedNetwork {
  rttMs: number;
  throughputKbps: number;
  requestLatencyMs: number;
  downloadThroughputKbps: number;
  uploadThroughputKbps: number;
}

/** An audit that cost points in a category. */
interface LostAudit {
  category: Category;
  id: string;
  score: number;
  weight: number;
  displayValue?: string;
}

/** The figures of one run. */
export interface RunFigures {
  scores: Record<Category, number | null>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** Lighthouse's time to interactive (simulated): the first screen answers a tap. */
  tti?: number;
  /** The page's main-thread script time in the load, before the first tap is answered (interactive-script.ts). */
  scriptMs?: number;
  /** Bytes transferred by the page's requests (Lighthouse's total-byte-weight). */
  totalBytes: number;
  /** Bytes transferred by its scripts. */
  jsBytes: number;
  benchmarkIndex: number;
  cpuSlowdown: number;
  finalPath: string;
  /** API calls the page made that did not answer 2xx (a rejected session shows here). */
  failedApiCalls: string[];
  /** Other requests that answered 4xx/5xx, the document excepted. */
  failedRequests: string[];
  lost: LostAudit[];
  runtimeError?: string;
  /** The main thread's CPU and wall time in this run's trace (a diagnostic of the host's contention). */
  mainThread?: MainThreadTime;
}

/** What a run needs besides the page. */
export interface RunOptions {
  origin: string;
  storage: BrowserStorage;
  /** CPU slowdown for this run; undefined keeps Lighthouse's mobile default (4x). */
  cpuSlowdown?: number;
  /** Simulated network for this run (slow-network.ts); undefined keeps Lighthouse's mobile default (slow 4G). */
  network?: SimulatedNetwork;
  /** Audit an intended 404 answer. */
  notFound: boolean;
}

/**
 * For the intended 404 answer: Chrome logs the document's own 404 status as a console error, which a not-found
 * page cannot avoid; errors-in-console is told to skip that one message (Lighthouse's `ignoredPatterns` option),
 * and `wrongPage` (report.ts) fails the run if any other request of the page answered 4xx/5xx.
 */
const NOT_FOUND_CONFIG: Config = {
  extends: 'lighthouse:default',
  audits: [
    {
      path: 'errors-in-console',
      options: { ignoredPatterns: ['ERR_BLOCKED_BY_CLIENT.Inspector', 'the server responded with a status of 404'] },
    },
  ],
};

const numeric = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

function lostAudits(lhr: Result): LostAudit[] {
  return CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref): LostAudit[] => {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) return [];
      if (ref.weight === 0 && category !== 'performance') return [];
      if (ref.weight === 0 && audit.score >= 0.9) return [];
      return [
        {
          category,
          id: ref.id,
          score: audit.score,
          weight: ref.weight,
          ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        },
      ];
    }),
  );
}

/** Requests of the page as [status, url], the document first. */
function requests(lhr: Result): [number, string][] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return [];
  return details.items.map((item) => [
    typeof item.statusCode === 'number' ? item.statusCode : 0,
    typeof item.url === 'string' ? item.url : '',
  ]);
}

/** Bytes transferred by the page's script requests. */
function scriptBytes(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return Number.NaN;
  return details.items.reduce(
    (sum, item) =>
      item.resourceType === 'Script' && typeof item.transferSize === 'number' ? sum + item.transferSize : sum,
    0,
  );
}

function failedApiCalls(lhr: Result): string[] {
  return requests(lhr).flatMap(([status, url]) =>
    url.includes('/api/') && (status < 200 || status >= 300) ? [`${status} ${new URL(url).pathname}`] : [],
  );
}

function failedRequests(lhr: Result): string[] {
  const document = lhr.finalDisplayedUrl;
  return requests(lhr).flatMap(([status, url]) => (url !== document && status >= 400 ? [`${status} ${url}`] : []));
}

/** Reads the figures of a Lighthouse result. */
function figuresOf(lhr: Result): RunFigures {
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
    },
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndex: numeric(lhr, 'speed-index'),
    tti: numeric(lhr, 'interactive'),
    scriptMs: Number.NaN,
    totalBytes: numeric(lhr, 'total-byte-weight'),
    jsBytes: scriptBytes(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    failedApiCalls: failedApiCalls(lhr),
    failedRequests: failedRequests(lhr),
    lost: lostAudits(lhr),
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/** Lighthouse's throttling flags for a run: the defaults, with the run's CPU slowdown and network if it has them. */
function throttlingFlags(options: RunOptions): Pick<Flags, 'throttling'> {
  if (options.cpuSlowdown === undefined && options.network === undefined) return {};
  return {
    throttling: {
      ...options.network,
      ...(options.cpuSlowdown === undefined ? {} : { cpuSlowdownMultiplier: options.cpuSlowdown }),
    },
  };
}

/**
 * With BENCH_WEB_TRACE_DIR set, each run's Chrome trace (DevTools' Performance panel), DevTools log (what Lantern
 * simulates the network from) and Lighthouse report (the LCP element, the requests before it, the long tasks) are
 * written there for study.
 */
function saveTrace(path: string, trace: unknown, devtoolsLog: unknown, lhr: Result): void {
  const dir = process.env.BENCH_WEB_TRACE_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = `${path.replace(/^\//, '').replace(/[^\w.-]+/g, '_') || 'login'}-${Date.now()}`;
  writeFileSync(join(dir, `${name}.trace.json`), JSON.stringify(trace));
  writeFileSync(join(dir, `${name}.devtoolslog.json`), JSON.stringify(devtoolsLog));
  writeFileSync(join(dir, `${name}.lhr.json`), JSON.stringify(lhr));
}

/** Runs Lighthouse (mobile, simulated throttling) once on `path` in a fresh context of `browser`. */
export async function auditOnce(
  browser: Browser,
  path: string,
  options: RunOptions,
): Promise<{ figures: RunFigures; lhr: Result }> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await putStorage(page, options.origin, options.storage);
    const flags: Flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: true,
      ignoreStatusCode: options.notFound,
      ...throttlingFlags(options),
    };
    const result = await lighthouse(
      `${options.origin}${path}`,
      flags,
      options.notFound ? NOT_FOUND_CONFIG : undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    saveTrace(path, result.artifacts.Trace, result.artifacts.DevtoolsLog, result.lhr);
    const figures = figuresOf(result.lhr);
    const events = result.artifacts.Trace.traceEvents;
    const mainThread = mainThreadTime(events, figures.cpuSlowdown);
    const scriptMs = pageScriptMs(events, figures.cpuSlowdown);
    const withScript = scriptMs === undefined ? figures : { ...figures, scriptMs };
    return { figures: mainThread ? { ...withScript, mainThread } : withScript, lhr: result.lhr };
  } finally {
    await context.close();
  }
}
