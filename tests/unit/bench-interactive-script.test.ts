/** Goal 5's script time (scripts/bench/web/interactive-script.ts): the page's own script CPU on its main thread. */
import { expect, it } from 'vitest';
import { pageScriptMs } from '../../scripts/bench/web/interactive-script.ts';
import type { TraceEvent } from '../../scripts/bench/web/main-thread.ts';

const PAGE = { pid: 7, tid: 1 };
const event = (name: string, ts: number, durMs: number, cpuMs: number, url?: string, thread = PAGE): TraceEvent => ({
  name,
  ph: 'X',
  ...thread,
  ts: ts * 1000,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
  ...(url === undefined ? {} : { args: { data: { url } } }),
});
const navigation: TraceEvent = {
  name: 'navigationStart',
  ph: 'R',
  ...PAGE,
  ts: 10_000,
  args: { data: { documentLoaderURL: 'http://127.0.0.1:45300/home' } },
};

it('sums the page’s script by CPU time times the slowdown, nested events once, other threads and earlier work not', () => {
  const events = [
    event('EvaluateScript', 0, 30, 30, 'http://127.0.0.1:45300/old.js'), // before the navigation
    navigation,
    event('RunTask', 20, 40, 40),
    event('EvaluateScript', 20, 30, 20, 'http://127.0.0.1:45300/_astro/core.js'), // 20 ms on CPU
    event('v8.compile', 22, 5, 5), // inside the evaluation: already counted
    event('Layout', 55, 4, 4), // browser work, not script
    event('TimerFire', 70, 10, 2), // waited 8 ms for a core: 2 ms counted
    event('FunctionCall', 20, 200, 200, 'http://127.0.0.1:45300/x.js', { pid: 7, tid: 2 }), // another thread
  ];
  expect(pageScriptMs(events, 4)).toBe((20 + 2) * 4);
});

it('leaves out the tasks of Lighthouse’s own injected scripts', () => {
  const events = [
    navigation,
    event('EvaluateScript', 20, 10, 10, 'http://127.0.0.1:45300/_astro/page.js'),
    event('RunTask', 100, 50, 50),
    event('EvaluateScript', 100, 20, 20, ''), // injected: no http address
    event('RunMicrotasks', 125, 10, 10), // in the same task: Lighthouse's too
  ];
  expect(pageScriptMs(events, 4)).toBe(40);
});

it('gives nothing for a trace without a page navigation', () => {
  expect(pageScriptMs([event('EvaluateScript', 0, 10, 10, 'http://x/a.js')], 4)).toBeUndefined();
});

it('stops at the mark of a first screen that answers a tap before React', () => {
  const mark: TraceEvent = { name: 'portal:first-screen-usable', ph: 'R', ...PAGE, ts: 60_000 };
  const events = [
    navigation,
    event('EvaluateScript', 20, 10, 10, 'http://127.0.0.1:45300/home'), // the drawing script
    mark,
    event('EvaluateScript', 80, 40, 40, 'http://127.0.0.1:45300/_astro/core.js'), // React, after the mark
  ];
  expect(pageScriptMs(events, 4)).toBe(40);
  expect(pageScriptMs([navigation, ...events.slice(1, 2), ...events.slice(3)], 4)).toBe(200);
});
