/** The trace attribution of bench:trace (scripts/bench/web/script-time.ts): CPU per script, long tasks, until quiet. */
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../scripts/bench/web/main-thread.ts';
import { scriptTimes } from '../../scripts/bench/web/script-time.ts';

const main = { pid: 1, tid: 2 };
const nav: TraceEvent = {
  name: 'navigationStart',
  ph: 'R',
  ...main,
  ts: 1000,
  args: { data: { documentLoaderURL: 'http://127.0.0.1/home' } },
};
const task = (ts: number, dur: number, tdur: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...main,
  ts,
  dur,
  tdur,
});
const child = (name: string, ts: number, url?: string): TraceEvent => ({
  name,
  ph: 'X',
  ...main,
  ts,
  dur: 10,
  ...(url ? { args: { data: { url } } } : {}),
});

describe('scriptTimes', () => {
  it("gives each task's CPU time to its first script file, or to the browser's work", () => {
    const events = [
      nav,
      task(2000, 20_000, 8000),
      child('EvaluateScript', 2100, 'http://127.0.0.1/_astro/react.abc.js?v=1'),
      task(30_000, 3000, 3000),
      child('ParseHTML', 30_100),
      task(40_000, 2000, 1000),
      child('FunctionCall', 40_100, 'http://127.0.0.1/_astro/HomeScreen.x.js'),
      // another thread's task is not the page's
      { ...task(50_000, 90_000, 90_000), tid: 9 },
    ];
    const times = scriptTimes(events, 10);
    expect(times?.bySource).toEqual([
      { source: 'react.abc.js', cpuMs: 8, tasks: 1 },
      { source: '[HTML parse]', cpuMs: 3, tasks: 1 },
      { source: 'HomeScreen.x.js', cpuMs: 1, tasks: 1 },
    ]);
    expect(times?.totalEmulatedMs).toBe(120);
    // 8 ms of CPU at 10x is a long task; script until quiet counts the script tasks up to its end.
    expect(times?.longTasks).toEqual([{ startMs: 1, emulatedMs: 80, source: 'react.abc.js' }]);
    expect(times?.scriptUntilQuietMs).toBe(80);
    expect(times?.devToolsOnlyMs).toBe(0);
  });

  it("names an SVG picture's document (and the page's own) as a document load", () => {
    const events = [nav, task(2000, 6000, 6000), child('DocumentLoader::CommitNavigation', 2100)];
    expect(scriptTimes(events, 10)?.bySource).toEqual([{ source: '[document load]', cpuMs: 6, tasks: 1 }]);
  });

  it("counts source-position collection (DevTools' own cost) once, nested calls inside their parent", () => {
    const events = [
      nav,
      task(2000, 20_000, 20_000),
      child('v8.evaluateModule', 2100, 'http://127.0.0.1/_astro/core.abc.js'),
      { ...child('V8.CollectSourcePositions', 3000), dur: 5000 },
      { ...child('V8.CollectSourcePositions', 3500), dur: 2000 },
      { ...child('V8.CollectSourcePositions', 9000), dur: 1000 },
    ];
    // 5 ms and 1 ms of wall time at 10x; the 2 ms inside the first are part of it.
    expect(scriptTimes(events, 10)?.devToolsOnlyMs).toBe(60);
  });

  it('sums the style and layout a script forced, by where the script read the layout', () => {
    const stack = (columnNumber: number) => ({
      args: { beginData: { stackTrace: [{ url: 'http://127.0.0.1/_astro/first.x.js', lineNumber: 1, columnNumber }] } },
    });
    const events = [
      nav,
      task(2000, 20_000, 20_000),
      child('FunctionCall', 2100, 'http://127.0.0.1/_astro/core.abc.js'),
      { ...child('UpdateLayoutTree', 3000), dur: 4000, ...stack(88) },
      { ...child('Layout', 7000), dur: 3000, ...stack(88) },
      // the frame's own style pass: no script asked for it
      { ...child('UpdateLayoutTree', 12_000), dur: 5000 },
    ];
    expect(scriptTimes(events, 10)?.forced).toEqual({ ms: 70, at: ['first.x.js:1:88'] });
    expect(scriptTimes([nav, task(2000, 10, 10)], 10)?.forced).toEqual({ ms: 0, at: [] });
  });

  it('is undefined for a trace without a page navigation', () => {
    expect(scriptTimes([task(0, 10, 10)], 10)).toBeUndefined();
  });
});
