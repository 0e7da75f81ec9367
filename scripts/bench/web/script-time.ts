/**
 * Where a page load's main-thread time goes, from a Chromium trace (scripts/bench/island-trace.ts): each top-level
 * task's thread CPU time is given to the script that ran first in it (the file of its first script evaluation or
 * function call), or to the browser's own work (HTML parsing, style and layout, paint). Thread time, not wall time:
 * on a shared host a task's wall time includes its waits for a core, its thread time is the page's own work. Times
 * are multiplied by `slowdown` (1 for a trace recorded under Chromium's own throttling, whose thread time is already
 * slowed down).
 */
import { pageMainThread, type TraceEvent } from './main-thread.ts';

/** The main-thread time of one script file (or kind of browser work). */
interface ScriptTime {
  /** The file's name (without its folder) or a kind of browser work in brackets. */
  source: string;
  cpuMs: number;
  tasks: number;
}

/** One task longer than 50 ms at the slowdown (by its thread time). */
interface LongTask {
  /** From the navigation's start, wall time. */
  startMs: number;
  /** Thread time times the slowdown: what the task takes on the emulated phone. */
  emulatedMs: number;
  source: string;
}

/** A page load's main thread, by source. */
export interface ScriptTimes {
  bySource: ScriptTime[];
  longTasks: LongTask[];
  /** CPU of every task, times the slowdown. */
  totalEmulatedMs: number;
  /** CPU of the tasks with a script, up to the end of the last long task, times the slowdown (goal 5 of issue 44). */
  scriptUntilQuietMs: number;
  /**
   * Wall time V8 spent collecting source positions, times the slowdown: work done only while DevTools (or
   * Lighthouse, or a test driver) is attached, e.g. for each `Error` created during a script's evaluation. A phone
   * without DevTools does not pay it. Needs the trace category `disabled-by-default-v8.compile`.
   */
  devToolsOnlyMs: number;
  /**
   * Style and layout passes a script forced by reading the layout of a changed page (`scrollY`, a box's size), times
   * the slowdown, and where (`file:line:column` of the script's frame): work the next frame would do once, done
   * inside the script's task instead.
   */
  forced: { ms: number; at: string[] };
}

const LONG_TASK_MS = 50;
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.compile',
]);
const BROWSER_WORK: Record<string, string> = {
  ParseHTML: '[HTML parse]',
  ParseAuthorStyleSheet: '[style]',
  UpdateLayoutTree: '[style]',
  RecalculateStyles: '[style]',
  Layout: '[layout]',
  Paint: '[paint]',
  PrePaint: '[paint]',
  Layerize: '[paint]',
  Commit: '[paint]',
  'Decode Image': '[image decode]',
  ImageDecodeTask: '[image decode]',
  GPUTask: '[paint]',
  // The page's own document, and one per SVG picture (Chromium loads each `<img>` of an SVG as a document).
  'DocumentLoader::CommitNavigation': '[document load]',
};

/** A script file's name; the page's own inline scripts (the address of a page) as one source. */
const fileOf = (url: string): string => {
  const path = url.split(/[?#]/)[0] ?? url;
  const file = path.slice(path.lastIndexOf('/') + 1);
  return /\.m?js$/.test(file) ? file : 'inline scripts';
};

/** The script (or browser work) a task ran: its first script event with a file, else its longest known child. */
function sourceOf(children: readonly TraceEvent[]): string {
  for (const e of children) {
    if (!SCRIPT_EVENTS.has(e.name ?? '')) continue;
    const url = e.args?.data?.url ?? e.args?.fileName ?? '';
    if (/^https?:/.test(url)) return fileOf(url);
  }
  if (children.some((e) => SCRIPT_EVENTS.has(e.name ?? ''))) return 'script without a file';
  let best: TraceEvent | undefined;
  for (const e of children) if (BROWSER_WORK[e.name ?? ''] && (e.dur ?? 0) > (best?.dur ?? -1)) best = e;
  return best ? (BROWSER_WORK[best.name ?? ''] ?? '[other]') : '[other]';
}

/** Main-thread CPU time per script in a trace recorded at `slowdown`; undefined when it has no page navigation. */
export function scriptTimes(events: readonly TraceEvent[], slowdown: number): ScriptTimes | undefined {
  const main = pageMainThread(events);
  if (!main) return undefined;
  const onMain = events
    .filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && (e.ts ?? 0) >= main.ts)
    .sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  let devToolsOnly = 0;
  let positionsEnd = -1;
  for (const e of onMain) {
    if (e.name !== 'V8.CollectSourcePositions' || (e.ts ?? 0) < positionsEnd) continue; // nested: counted in its parent
    devToolsOnly += (e.dur ?? 0) / 1000;
    positionsEnd = (e.ts ?? 0) + (e.dur ?? 0);
  }
  const forced = { ms: 0, at: new Set<string>() };
  for (const e of onMain) {
    const frame = e.args?.beginData?.stackTrace?.[0];
    if ((e.name !== 'UpdateLayoutTree' && e.name !== 'Layout') || !frame) continue;
    forced.ms += Math.min(e.dur ?? 0, e.tdur ?? e.dur ?? 0) / 1000;
    forced.at.add(`${fileOf(frame.url ?? '')}:${frame.lineNumber ?? 0}:${frame.columnNumber ?? 0}`);
  }
  const bySource = new Map<string, ScriptTime>();
  const longTasks: LongTask[] = [];
  const scripted: Array<{ end: number; emulatedMs: number }> = [];
  const longEnds: number[] = [];
  let total = 0;
  let end = -1;
  let childIndex = 0;
  for (const task of tasks) {
    const ts = task.ts ?? 0;
    const taskEnd = ts + (task.dur ?? 0);
    if (ts < end) continue; // nested run loop: part of its parent
    end = taskEnd;
    while (childIndex < onMain.length && (onMain[childIndex]?.ts ?? 0) < ts) childIndex += 1;
    const children: TraceEvent[] = [];
    for (let i = childIndex; i < onMain.length && (onMain[i]?.ts ?? 0) <= taskEnd; i += 1) {
      const e = onMain[i];
      if (e && e !== task) children.push(e);
    }
    const cpuMs = Math.min(task.dur ?? 0, task.tdur ?? task.dur ?? 0) / 1000;
    const source = sourceOf(children);
    const entry = bySource.get(source) ?? { source, cpuMs: 0, tasks: 0 };
    entry.cpuMs += cpuMs;
    entry.tasks += 1;
    bySource.set(source, entry);
    const emulatedMs = cpuMs * slowdown;
    total += emulatedMs;
    if (!source.startsWith('[')) scripted.push({ end: taskEnd, emulatedMs });
    if (emulatedMs > LONG_TASK_MS) {
      longTasks.push({ startMs: Math.round((ts - main.ts) / 1000), emulatedMs: Math.round(emulatedMs), source });
      longEnds.push(taskEnd);
    }
  }
  // Quiet after the last long task ends (Lighthouse's TTI, without its 5 s window); with none, every script task counts.
  const quietAt = longEnds.length > 0 ? Math.max(...longEnds) : Number.POSITIVE_INFINITY;
  const scriptUntilQuietMs = scripted.filter((s) => s.end <= quietAt).reduce((n, s) => n + s.emulatedMs, 0);
  return {
    bySource: [...bySource.values()]
      .map((s) => ({ ...s, cpuMs: Math.round(s.cpuMs * 10) / 10 }))
      .sort((a, b) => b.cpuMs - a.cpuMs),
    longTasks,
    totalEmulatedMs: Math.round(total),
    scriptUntilQuietMs: Math.round(scriptUntilQuietMs),
    devToolsOnlyMs: Math.round(devToolsOnly * slowdown),
    forced: { ms: Math.round(forced.ms * slowdown), at: [...forced.at] },
  };
}
