/**
 * The doubling interval (SPEC §9) stops growing here: a client that has failed many times still
 * tries again, and still pings, at least every ten minutes.
 */
export const MAX_INTERVAL_MS = 600_000;

/**
 * How long to wait before reconnecting, with the doubling interval as the base: "equal jitter",
 * half of the (capped) interval fixed and the other half random. After a server restart every
 * client draws its own wait, so the reconnections spread over half an interval instead of arriving
 * together, and none comes sooner than half an interval. `random` returns a number in [0, 1) like
 * Math.random; 0 gives the full interval, which is SPEC §9's wait without jitter.
 */
export function getReconnectDelay(intervalMs: number, random: () => number, capMs = MAX_INTERVAL_MS): number {
  const base = Math.min(intervalMs, capMs);
  const share = Math.min(Math.max(random(), 0), 1);
  return Math.round(base - (base / 2) * share);
}
