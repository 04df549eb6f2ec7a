/**
 * The main-thread tasks of a page that ran our scripts, read from a Chromium trace (devtools.timeline):
 * a task runs our code when a script of ours is evaluated or called in it, or a callback of ours
 * fires in it. Our length in a task is the renderer's CPU time (the trace's thread time: on a shared
 * machine wall-clock time also counts the moments another process had the core) of our scripts in
 * it, with what they make the browser do meanwhile (a style or layout they read). A task may also
 * run what is not ours: the end of a document's parsing runs its deferred scripts, then
 * DOMContentLoaded, the load event and the page's own style and layout, in one task.
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; scriptName?: string; frame?: string; stackTrace?: { url?: string }[] } };
}

export interface OurTask {
  /** ms from the first task of the page's main thread. */
  at: number;
  /** CPU ms of our scripts in the task. */
  cpuMs: number;
  /** CPU ms of the whole task, ours and not. */
  taskCpuMs: number;
  wallMs: number;
  /** What of ours ran first in it: `EvaluateScript boot.js`, `FunctionCall universal-nav.iife.js`... */
  what: string;
}

/** Events that run script, with the URL of the script they run. */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'v8.run']);

const urlOf = (event: TraceEvent) => event.args?.data?.url ?? event.args?.data?.scriptName ?? event.args?.data?.stackTrace?.[0]?.url ?? '';

/**
 * Our tasks on the main thread of the renderer that evaluated `entryUrlPart` (the page under test,
 * whichever other pages the browser had), the entry's own evaluation left out. `ours` tells a
 * script URL of ours.
 */
export function ourTasks(trace: { traceEvents: TraceEvent[] }, entryUrlPart: string, ours: (url: string) => boolean): OurTask[] {
  const events = trace.traceEvents;
  const entryEvaluation = events.find((event) => event.name === 'EvaluateScript' && urlOf(event).includes(entryUrlPart));
  if (!entryEvaluation) throw new Error(`no evaluation of ${entryUrlPart} in the trace`);
  const thread = events.filter((event) => event.pid === entryEvaluation.pid && event.tid === entryEvaluation.tid && event.ph === 'X');
  const tasks = thread.filter((event) => event.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const scripts = thread.filter((event) => SCRIPT_EVENTS.has(event.name) && ours(urlOf(event)));
  const start = tasks[0]?.ts ?? 0;
  const found: OurTask[] = [];
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = scripts.filter((event) => event.ts >= task.ts && event.ts <= end);
    if (inside.length === 0) continue;
    // The entry's own evaluation is the page's to pay, once (DESIGN §6): its task is left out.
    if (entryEvaluation.ts >= task.ts && entryEvaluation.ts <= end) continue;
    const first = inside[0]!;
    found.push({
      at: Math.round((task.ts - start) / 1000),
      cpuMs: outermostCpu(inside) / 1000,
      taskCpuMs: (task.tdur ?? task.dur ?? 0) / 1000,
      wallMs: (task.dur ?? 0) / 1000,
      what: `${first.name} ${urlOf(first).split('/').pop()}`,
    });
  }
  return found;
}

/**
 * The thread time of events that nest (one thread's events do): a script of ours inside another
 * (a callback fired during our evaluation) is counted once, in the one around it.
 */
function outermostCpu(events: TraceEvent[]): number {
  let coveredUntil = -Infinity;
  let cpu = 0;
  for (const event of [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    if (event.ts < coveredUntil) continue;
    cpu += event.tdur ?? event.dur ?? 0;
    coveredUntil = event.ts + (event.dur ?? 0);
  }
  return cpu;
}
