/**
 * The doubling measurement of bench/hostile: a hostile input is built at sizes n, 2n, 4n and 8n,
 * the real function is timed on each, and the cost ratio of each doubling is reported. A linear
 * scan costs about 2x per doubling; a quadratic one about 4x.
 *
 * Time is CPU time of the thread (or process) that runs the function, not wall time: on a shared
 * machine a neighbour's load stretches wall time at random, which is no property of the scan.
 */
import { median } from '../lib/stats.ts';

export interface HostileCase<Input = unknown> {
  /** What the hostile input is, as the report shows it. */
  name: string;
  /** The real function measured (and, for the template pipeline, the scan the input aims at). */
  subject: string;
  /** The smallest size; the others are 2n, 4n and 8n. Chosen so that 8n stays well under a second. */
  n: number;
  /** One call slower than this ends the case. [SLOW_MS] A server render of a large template may take seconds. */
  slowMs?: number;
  /** The input at a size, built outside the timing. */
  input(size: number): Input;
  /** One call of the real function. */
  run(input: Input): unknown;
}

/** Runs a case where it lives (Node, or a Chromium page) and times calls on its inputs. */
export interface DoublingTimer {
  /** Builds the inputs at these sizes, outside any timing. */
  prepare(sizes: readonly number[]): Promise<void>;
  /** CPU ms per call, over `calls` calls on the input of size index `index`. */
  time(index: number, calls: number): Promise<number>;
}

export interface DoublingResult {
  name: string;
  subject: string;
  /** The sizes measured: n, 2n, 4n, 8n, or fewer when the case was stopped. */
  sizes: number[];
  /** Median CPU ms per call at each size. */
  medians: number[];
  /** medians[i + 1] / medians[i]: the cost of each doubling. */
  ratios: number[];
  /** Why the case has no full result: a call over SLOW_MS, or an error. */
  stopped?: string;
}

/** One call slower than this ends a case: the linear cases are sized to stay far below it. */
export const SLOW_MS = 1000;
/** Calls per sample are chosen so that a sample lasts about this long. */
const SAMPLE_MS = 5;
const MAX_CALLS = 20_000;

const ratiosOf = (times: readonly number[]) => times.slice(1).map((time, i) => time / (times[i] || Number.MIN_VALUE));
const callsFor = (perCall: number) => Math.min(MAX_CALLS, Math.max(1, Math.round(SAMPLE_MS / Math.max(perCall, SAMPLE_MS / MAX_CALLS))));

/** A case that throws is reported as stopped, with its error: the other cases still run. */
export async function measureDoublings(hostile: Pick<HostileCase, 'name' | 'subject' | 'n' | 'slowMs'>, timer: DoublingTimer, rounds: number): Promise<DoublingResult> {
  const about = { name: hostile.name, subject: hostile.subject };
  const sizes = [1, 2, 4, 8].map((factor) => hostile.n * factor);
  try {
    await timer.prepare(sizes);
    // First pass, in ascending order, one call per size: it warms the code up, and it stops a case
    // that is not linear before the larger sizes run for minutes.
    const once: number[] = [];
    for (const [index, size] of sizes.entries()) {
      const time = await timer.time(index, 1);
      once.push(time);
      if (time > (hostile.slowMs ?? SLOW_MS)) {
        const stopped = `one call took ${Math.round(time)} ms at size ${size}; larger sizes not run`;
        return { ...about, sizes: sizes.slice(0, once.length), medians: once, ratios: ratiosOf(once), stopped };
      }
    }
    // Calls per sample at each size, from a second look at a batch sized by the first.
    const calls: number[] = [];
    for (const [index, time] of once.entries()) calls.push(callsFor(await timer.time(index, callsFor(time))));
    // Sizes interleaved round by round, so that whatever else happens hits all of them alike.
    const samples: number[][] = sizes.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const index of sizes.keys()) samples[index]?.push(await timer.time(index, calls[index] ?? 1));
    }
    const medians = samples.map(median);
    return { ...about, sizes, medians, ratios: ratiosOf(medians) };
  } catch (error) {
    return { ...about, sizes: [hostile.n], medians: [], ratios: [], stopped: `threw ${String(error).slice(0, 160)}` };
  }
}

/** Where results go, so that no engine can skip a call whose result is unused. */
export let sink: unknown;

/** Builds a case's inputs and runs its calls, untimed: the caller's clock brackets `runCalls`. */
export function createCaseRunner(hostile: HostileCase): { prepare(sizes: readonly number[]): void; runCalls(index: number, calls: number): void } {
  let inputs: unknown[] = [];
  return {
    prepare(sizes) {
      inputs = sizes.map((size) => hostile.input(size));
    },
    runCalls(index, calls) {
      const input = inputs[index];
      for (let i = 0; i < calls; i++) sink = hostile.run(input);
    },
  };
}
