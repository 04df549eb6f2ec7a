/**
 * bench/hostile, run inside Chromium: the template pipeline cases. bench/run.ts builds a case's
 * inputs, then asks for batches of calls and brackets each with the main thread's CPU time.
 */
import { createCaseRunner, type HostileCase } from './measureDoublings.ts';
import { loadPageSafety } from '../../engine/react/template/templateSafety.ts';
import { PIPELINE_CASES } from './pipelineCases.tsx';

declare global {
  interface Window {
    /** The cases, once the page's sanitizer (a chunk a cold view loads beside its first calls) is there. */
    hostileCases(): Promise<Pick<HostileCase, 'name' | 'subject' | 'n'>[]>;
    prepareHostileCase(index: number, sizes: number[]): void;
    runHostileCalls(index: number, sizeIndex: number, calls: number): void;
  }
}

const runners = PIPELINE_CASES.map(createCaseRunner);

window.hostileCases = async () => {
  await loadPageSafety();
  return PIPELINE_CASES.map(({ name, subject, n }) => ({ name, subject, n }));
};
window.prepareHostileCase = (index, sizes) => runners[index]?.prepare(sizes);
window.runHostileCalls = (index, sizeIndex, calls) => runners[index]?.runCalls(sizeIndex, calls);
