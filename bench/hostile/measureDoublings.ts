/**
 * The doubling measurement of bench/hostile, the same in Chromium and in Node: a hostile input is
 * built at sizes n, 2n, 4n and 8n, the real function is timed on each, and the cost ratio of each
 * doubling is reported. A linear scan costs about 2x per doubling; a quadratic one about 4x.
 */
import { median } from '../lib/stats.ts';

export interface HostileCase<Input = unknown> {
  /** What the hostile input is, as the report shows it. */
  name: string;
  /** The real function measured (and, for the template pipeline, the scan the input aims at). */
  subject: string;
  /** The smallest size; the others are 2n, 4n and 8n. Chosen so that 8n stays well under a second. */
  n: number;
  /** The input at a size, built outside the timing. */
  input(size: number): Input;
  /** One call of the real function. */
  run(input: Input): unknown;
}

export interface DoublingResult {
  name: string;
  subject: string;
  /** The sizes measured: n, 2n, 4n, 8n, or fewer when the case was stopped. */
  sizes: number[];
  /** Median ms per call at each size. */
  medians: number[];
  /** medians[i + 1] / medians[i]: the cost of each doubling. */
  ratios: number[];
  /** Why the larger sizes were not run: one call took longer than SLOW_MS. */
  stopped?: string;
}

export interface MeasureOptions {
  /** Interleaved rounds over the four sizes; the median of each size is kept. */
  rounds: number;
  now(): number;
  /** Lets the page (or Node) breathe between rounds. */
  pause(): Promise<void>;
}

/** One call slower than this ends a case: the linear cases are sized to stay far below it. */
export const SLOW_MS = 1000;
/** A sample repeats the call until it lasts about this long: Chromium's clock moves in 0.1 ms steps. */
const SAMPLE_MS = 5;

/** Where results go, so that no engine can skip a call whose result is unused. */
export let sink: unknown;

function timeCalls(hostile: HostileCase, input: unknown, calls: number, now: () => number): number {
  const start = now();
  for (let i = 0; i < calls; i++) sink = hostile.run(input);
  return (now() - start) / calls;
}

/** How many calls fill SAMPLE_MS at this input, from the calls that fill half of it. */
function callsPerSample(hostile: HostileCase, input: unknown, now: () => number): number {
  let calls = 0;
  const start = now();
  do {
    sink = hostile.run(input);
    calls++;
  } while (now() - start < SAMPLE_MS / 2);
  return Math.max(1, Math.round((SAMPLE_MS * calls) / (now() - start)));
}

const ratiosOf = (times: readonly number[]) => times.slice(1).map((time, i) => time / (times[i] || Number.MIN_VALUE));

/** A case that throws is reported as stopped, with its error: the other cases still run. */
export async function measureDoublings(hostile: HostileCase, options: MeasureOptions): Promise<DoublingResult> {
  try {
    return await measure(hostile, options);
  } catch (error) {
    const stopped = `threw ${String(error).slice(0, 160)}`;
    return { name: hostile.name, subject: hostile.subject, sizes: [hostile.n], medians: [], ratios: [], stopped };
  }
}

async function measure(hostile: HostileCase, options: MeasureOptions): Promise<DoublingResult> {
  const sizes = [1, 2, 4, 8].map((factor) => hostile.n * factor);
  const result = { name: hostile.name, subject: hostile.subject };
  // First pass, in ascending order, one call per size: it warms the code up, and it stops a case that
  // is not linear before the larger sizes run for minutes.
  const inputs: unknown[] = [];
  const once: number[] = [];
  for (const size of sizes) {
    const input = hostile.input(size);
    inputs.push(input);
    once.push(timeCalls(hostile, input, 1, options.now));
    const last = once.at(-1) ?? 0;
    if (last > SLOW_MS) {
      const stopped = `one call took ${Math.round(last)} ms at size ${size}; larger sizes not run`;
      return { ...result, sizes: sizes.slice(0, once.length), medians: once, ratios: ratiosOf(once), stopped };
    }
  }
  // Calls per sample at each size, so that every sample lasts about SAMPLE_MS.
  const batches = inputs.map((input) => callsPerSample(hostile, input, options.now));
  // Sizes interleaved round by round, so that load on the machine hits all of them alike.
  const samples: number[][] = sizes.map(() => []);
  for (let round = 0; round < options.rounds; round++) {
    inputs.forEach((input, i) => samples[i]?.push(timeCalls(hostile, input, batches[i] ?? 1, options.now)));
    await options.pause();
  }
  const medians = samples.map(median);
  return { ...result, sizes, medians, ratios: ratiosOf(medians) };
}
