/**
 * How much of a page load's main-thread time was the page's own work. Lighthouse's simulated throttling times each
 * main-thread task by its wall duration in the trace (times the CPU slowdown), so the time a task spends waiting,
 * for a core or for Chromium's other threads and processes (compositor, browser process, service worker), counts as
 * blocking as if the page had computed all along. Chromium also records each task's thread CPU time (`tdur`): the
 * two together tell the page's cost (CPU ms, steady from run to run) from the host's share (the on-CPU share).
 * A diagnostic only: the budget is Lighthouse's score.
 */

/** The fields of a Chrome trace event read here. */
export interface TraceEvent {
  name?: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: {
    data?: { documentLoaderURL?: string; url?: string };
    fileName?: string;
    /** A style or layout pass's start; a stack when a script forced it. */
    beginData?: { url?: string; stackTrace?: Array<{ url?: string; lineNumber?: number; columnNumber?: number }> };
  };
}

/** Main-thread time of one page load, from its navigation to the end of the trace. */
export interface MainThreadTime {
  /** Wall time of the main thread's top-level tasks. */
  wallMs: number;
  /** Thread CPU time of the same tasks: the page's own work. */
  cpuMs: number;
  /** cpuMs / wallMs: below 1, the thread waited inside its tasks (for a core, or on another thread or process). */
  onCpuShare: number;
  /** Σ max(0, wall × slowdown − 50 ms) over the tasks: blocking time as Lighthouse would count it, unsimulated. */
  blockingByWallMs: number;
  /** The same with each task's CPU time: the blocking time the page's own work would cost on a core of its own. */
  blockingByCpuMs: number;
}

const LONG_TASK_MS = 50;

/** The page's renderer main thread: the one that started the navigation to the audited (http) address. */
export function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number; ts: number } | undefined {
  const start = events.find(
    (e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
  );
  if (start?.pid === undefined || start.tid === undefined || start.ts === undefined) return undefined;
  return { pid: start.pid, tid: start.tid, ts: start.ts };
}

/** The main thread's time in a Lighthouse trace at `slowdown`; undefined when the trace has no page navigation. */
export function mainThreadTime(events: readonly TraceEvent[], slowdown: number): MainThreadTime | undefined {
  const main = pageMainThread(events);
  if (!main) return undefined;
  const tasks = events
    .filter(
      (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && (e.ts ?? 0) >= main.ts,
    )
    .sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
  let wall = 0;
  let cpu = 0;
  let blockingByWall = 0;
  let blockingByCpu = 0;
  let end = -1;
  for (const task of tasks) {
    const ts = task.ts ?? 0;
    if (ts < end) continue; // a task run inside another (a nested run loop) is part of its parent's time
    const wallMs = (task.dur ?? 0) / 1000;
    const cpuMs = Math.min(wallMs, (task.tdur ?? task.dur ?? 0) / 1000);
    wall += wallMs;
    cpu += cpuMs;
    blockingByWall += Math.max(0, wallMs * slowdown - LONG_TASK_MS);
    blockingByCpu += Math.max(0, cpuMs * slowdown - LONG_TASK_MS);
    end = ts + (task.dur ?? 0);
  }
  return {
    wallMs: Math.round(wall),
    cpuMs: Math.round(cpu),
    onCpuShare: wall > 0 ? Number((cpu / wall).toFixed(2)) : 1,
    blockingByWallMs: Math.round(blockingByWall),
    blockingByCpuMs: Math.round(blockingByCpu),
  };
}
