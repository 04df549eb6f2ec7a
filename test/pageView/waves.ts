/** One call of a page view, in the page's clock (ms since navigation start). */
export interface TimedCall {
  endpoint: string;
  start: number;
  /** When its answer arrived (responseEnd). */
  end: number;
}

export interface WavedCall extends TimedCall {
  /** 1 for a call that started before any answer arrived; n + 1 after an answer of wave n. */
  wave: number;
}

/**
 * Groups calls into waves (design §6 "Round trips"): a call that starts after another call's answer
 * arrived may have waited for it, so it belongs to a later wave than that call.
 */
export function assignWaves(calls: readonly TimedCall[]): WavedCall[] {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const waved: WavedCall[] = [];
  for (const call of sorted) {
    const before = waved.filter((earlier) => earlier.end <= call.start);
    waved.push({ ...call, wave: 1 + Math.max(0, ...before.map((earlier) => earlier.wave)) });
  }
  return waved;
}

/** How many waves the calls make (0 for none). */
export function waveCount(calls: readonly WavedCall[]): number {
  return Math.max(0, ...calls.map((call) => call.wave));
}
