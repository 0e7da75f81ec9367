/**
 * Goal 5 of issue 44: the JavaScript a page runs before its first screen answers a tap. From a Lighthouse run's
 * trace (recorded unthrottled; simulated throttling only scales it): the thread CPU time of the page's script on
 * its main thread (evaluation, compilation, function and callback calls, timers, microtasks, event dispatch), times
 * the CPU slowdown, from the navigation to the end of the trace, which Lighthouse stops once network and CPU have
 * been quiet for a second. Every script request of the load is in the dependency graph of Lighthouse's simulated
 * TTI, so all of this script but a few timer calls runs before the simulated TTI; the trace's own timeline cannot be
 * cut at the simulated TTI, and cut at its own TTI rule (FCP or DOMContentLoaded when no task is long) it would leave
 * out the islands' hydration, which comes after DOMContentLoaded. Lighthouse's own injected scripts are left out.
 * Thread time, not wall time, so that waiting for a core on a shared host does not count as the page's work
 * (main-thread.ts). A page that answers its first tap before React (its first screen drawn as links without React,
 * src/islands/first-screen/: /home, /articles) sets a performance mark at that moment; the count stops there, as
 * the goal asks ("until the first tap is answered"). Pages without the mark, the peer's included, count the whole
 * load.
 */
import { FIRST_SCREEN_USABLE_MARK } from '../../../src/layouts/first-screen.ts';
import { pageMainThread, type TraceEvent } from './main-thread.ts';

/** Trace events of script work: Lighthouse's scriptEvaluation and scriptParseCompile groups, and V8's callbacks. */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'v8.callFunction',
  'EventDispatch',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'RunMicrotasks',
  'V8.Execute',
  'v8.compile',
  'v8.compileModule',
]);

const threadMs = (e: TraceEvent) => Math.min(e.dur ?? 0, e.tdur ?? e.dur ?? 0) / 1000;
const endOf = (e: TraceEvent) => (e.ts ?? 0) + (e.dur ?? 0);

/** A script event of Lighthouse or Puppeteer (an evaluation without the page's http address). */
function injected(e: TraceEvent): boolean {
  if (e.name !== 'EvaluateScript' && e.name !== 'FunctionCall') return false;
  const url = e.args?.data?.url ?? '';
  return !/^https?:/.test(url);
}

/** The page's main-thread script time (ms, times `slowdown`) in a trace; undefined without a page navigation. */
export function pageScriptMs(events: readonly TraceEvent[], slowdown: number): number | undefined {
  const main = pageMainThread(events);
  if (!main) return undefined;
  const usable = events.find(
    (e) => e.name === FIRST_SCREEN_USABLE_MARK && e.pid === main.pid && (e.ts ?? 0) >= main.ts,
  )?.ts;
  const onMain = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.pid === main.pid &&
        e.tid === main.tid &&
        (e.ts ?? 0) >= main.ts &&
        (usable === undefined || (e.ts ?? 0) < usable),
    )
    .sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0) || (b.dur ?? 0) - (a.dur ?? 0)); // a parent before its children
  // Tasks that ran an injected script are Lighthouse's (its gatherers after the load), not the page's.
  const injectedEvents = onMain.filter(injected);
  const foreignTasks = onMain.filter((e) => e.name === 'RunTask' && injectedEvents.some((s) => within(s, e)));
  let scriptMs = 0;
  let coveredUntil = -1; // script events inside a counted one are part of its time
  for (const e of onMain) {
    if (!SCRIPT_EVENTS.has(e.name ?? '') || (e.ts ?? 0) < coveredUntil) continue;
    if (foreignTasks.some((task) => within(e, task))) continue;
    scriptMs += threadMs(e) * slowdown;
    coveredUntil = endOf(e);
  }
  return Math.round(scriptMs);
}

/** Whether `inner` lies within `outer` on the trace's clock. */
function within(inner: TraceEvent, outer: TraceEvent): boolean {
  return (inner.ts ?? 0) >= (outer.ts ?? 0) && endOf(inner) <= endOf(outer);
}
