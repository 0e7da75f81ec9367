/** The web benchmark's main-thread diagnostic: wall and CPU time of the page's tasks in a Lighthouse trace. */
import { expect, it } from 'vitest';
import { mainThreadTime, type TraceEvent } from '../../scripts/bench/web/main-thread.ts';

const PAGE = { pid: 7, tid: 1 };
const task = (ts: number, durMs: number, cpuMs: number, thread = PAGE): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts: ts * 1000,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});
const navigation = (ts: number, url: string, thread = PAGE): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ...thread,
  ts: ts * 1000,
  args: { data: { documentLoaderURL: url } },
});

it('counts the top-level tasks of the thread that navigated to the page, from the navigation on', () => {
  const events = [
    task(0, 40, 40), // before the navigation: the blank page Lighthouse starts from
    navigation(5, ''), // about:blank has no loader address
    navigation(10, 'http://127.0.0.1:45300/home'),
    task(20, 30, 10), // 4x: 120 ms by wall, 40 ms by CPU
    task(25, 5, 5), // nested in the task above: already counted in its parent
    task(60, 10, 10),
    task(20, 500, 500, { pid: 7, tid: 2 }), // the compositor thread of the same process
    task(20, 500, 500, { pid: 9, tid: 1 }), // another process
  ];
  expect(mainThreadTime(events, 4)).toEqual({
    wallMs: 40,
    cpuMs: 20,
    onCpuShare: 0.5,
    blockingByWallMs: 70,
    blockingByCpuMs: 0,
  });
});

it('counts a task without thread time at its wall time, and never more CPU than wall', () => {
  const events = [
    navigation(0, 'https://portal.example/articles'),
    { ...task(1, 20, 0), tdur: undefined },
    task(30, 10, 12),
  ];
  expect(mainThreadTime(events, 4)).toMatchObject({ wallMs: 30, cpuMs: 30, onCpuShare: 1 });
});

it('gives nothing for a trace without a page navigation', () => {
  expect(mainThreadTime([task(0, 10, 10)], 4)).toBeUndefined();
});
