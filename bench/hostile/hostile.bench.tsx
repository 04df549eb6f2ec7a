/**
 * bench/hostile, run inside Chromium: the template pipeline cases. bench/run.ts builds a case's
 * inputs, then asks for batches of calls and brackets each with the main thread's CPU time.
 */
import { createCaseRunner, type HostileCase } from './measureDoublings.ts';
import { PIPELINE_CASES } from './pipelineCases.tsx';

declare global {
  interface Window {
    hostileCases(): Pick<HostileCase, 'name' | 'subject' | 'n'>[];
    prepareHostileCase(index: number, sizes: number[]): void;
    runHostileCalls(index: number, sizeIndex: number, calls: number): void;
  }
}

const runners = PIPELINE_CASES.map(createCaseRunner);

window.hostileCases = () => PIPELINE_CASES.map(({ name, subject, n }) => ({ name, subject, n }));
window.prepareHostileCase = (index, sizes) => runners[index]?.prepare(sizes);
window.runHostileCalls = (index, sizeIndex, calls) => runners[index]?.runCalls(sizeIndex, calls);
