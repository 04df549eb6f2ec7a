import { expect, it } from 'vitest';
import { ourTasks } from './ourTasks.ts';

const ours = (url: string) => url.includes('/dist/');
const main = { pid: 1, tid: 7 };
const task = (ts: number, durMs: number, cpuMs: number) => ({ name: 'RunTask', ph: 'X', ...main, ts, dur: durMs * 1000, tdur: cpuMs * 1000 });
const script = (name: string, ts: number, url: string, cpuMs = 0.01) => ({ name, ph: 'X', ...main, ts, dur: cpuMs * 1000, tdur: cpuMs * 1000, args: { data: { url } } });
const ENTRY = 'https://m.example/dist/universal-nav.iife.js';
/** The entry's evaluation, in the first task: what every view's trace starts with. */
const entryEvaluated = [task(0, 40, 30), script('EvaluateScript', 10, ENTRY)];

it("finds the page's tasks that ran our scripts, by CPU time, leaving out the entry's evaluation and other renderers", () => {
  const trace = {
    traceEvents: [
      ...entryEvaluated,
      task(100_000, 80, 20),
      script('FunctionCall', 100_010, ENTRY, 20),
      task(200_000, 90, 60),
      script('TimerFire', 200_010, 'https://m.example/dist/chunks/headerWidgets-1.js', 60),
      // The host's own task, and another page's renderer: not ours.
      task(300_000, 70, 70),
      script('FunctionCall', 300_010, 'https://m.example/host.js'),
      { ...task(0, 99, 99), pid: 2 },
      { ...script('FunctionCall', 10, ENTRY), pid: 2 },
    ],
  };
  expect(ourTasks(trace, '/dist/universal-nav.iife.js', ours)).toEqual([
    { at: 100, cpuMs: 20, taskCpuMs: 20, wallMs: 80, what: 'FunctionCall universal-nav.iife.js' },
    { at: 200, cpuMs: 60, taskCpuMs: 60, wallMs: 90, what: 'TimerFire headerWidgets-1.js' },
  ]);
});

it("counts our scripts' time in a task, once for a script inside another, and not the document's work around them", () => {
  const trace = {
    traceEvents: [
      ...entryEvaluated,
      // The end of parsing: the deferred boot script (with a callback of ours inside it), then the
      // page's DOMContentLoaded, load and its own style and layout, all in one task.
      task(100_000, 60, 58),
      script('EvaluateScript', 100_010, 'https://m.example/demo/boot.js', 26),
      script('FunctionCall', 100_020, ENTRY, 5),
      script('FunctionCall', 130_000, ENTRY, 3),
    ],
  };
  const oursOrBoot = (url: string) => url.includes('/dist/') || url.includes('/demo/boot.js');
  expect(ourTasks(trace, '/dist/universal-nav.iife.js', oursOrBoot)).toEqual([
    { at: 100, cpuMs: 29, taskCpuMs: 58, wallMs: 60, what: 'EvaluateScript boot.js' },
  ]);
});

it('a trace without the entry is a broken measurement, not an empty one', () => {
  expect(() => ourTasks({ traceEvents: [task(0, 1, 1)] }, '/dist/universal-nav.iife.js', ours)).toThrow(/no evaluation/);
});
