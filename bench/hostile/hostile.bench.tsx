/**
 * bench/hostile, run inside Chromium: the template pipeline cases and the pure value cases, each
 * measured at sizes n to 8n. bench/run.ts asks for one case at a time.
 */
import { measureDoublings, type DoublingResult } from './measureDoublings.ts';
import { PIPELINE_CASES } from './pipelineCases.tsx';
import { VALUE_CASES } from './valueCases.ts';

const HOSTILE_CASES = [...PIPELINE_CASES, ...VALUE_CASES];

declare global {
  interface Window {
    hostileCaseCount(): number;
    runHostileCase(index: number, rounds: number): Promise<DoublingResult>;
  }
}

window.hostileCaseCount = () => HOSTILE_CASES.length;

window.runHostileCase = (index, rounds) => {
  const hostile = HOSTILE_CASES[index];
  if (!hostile) throw new Error(`no hostile case ${index}`);
  return measureDoublings(hostile, {
    rounds,
    now: () => performance.now(),
    pause: () => new Promise((resolve) => setTimeout(resolve, 0)),
  });
};
