import { getReconnectDelay, MAX_INTERVAL_MS } from './getReconnectDelay.ts';

describe('reconnect delay: equal jitter over the doubling interval, capped', () => {
  it('a random draw of 0 waits the full interval (SPEC §9 without jitter)', () => {
    expect(getReconnectDelay(35_000, () => 0)).toBe(35_000);
  });

  it('the wait never drops below half the interval', () => {
    expect(getReconnectDelay(35_000, () => 0.999_999)).toBe(17_500);
    expect(getReconnectDelay(70_000, () => 1)).toBe(35_000);
  });

  it('the random draw spreads the wait between half and the whole interval', () => {
    const draws = [0, 0.25, 0.5, 0.75];
    expect(draws.map((draw) => getReconnectDelay(35_000, () => draw))).toEqual([35_000, 30_625, 26_250, 21_875]);
  });

  it('the doubling is the base: a doubled interval doubles the range of waits', () => {
    expect(getReconnectDelay(70_000, () => 0.5)).toBe(2 * getReconnectDelay(35_000, () => 0.5));
  });

  it('the base is capped, so the wait never exceeds the cap however often the interval doubled', () => {
    expect(getReconnectDelay(35_000 * 2 ** 20, () => 0)).toBe(MAX_INTERVAL_MS);
    expect(getReconnectDelay(35_000 * 2 ** 20, () => 0.5)).toBe(MAX_INTERVAL_MS * 0.75);
    expect(getReconnectDelay(40_000, () => 0, 30_000)).toBe(30_000);
  });

  it('a random source out of range is clamped into [0, 1]', () => {
    expect(getReconnectDelay(35_000, () => -3)).toBe(35_000);
    expect(getReconnectDelay(35_000, () => 7)).toBe(17_500);
  });
});
