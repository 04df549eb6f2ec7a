/**
 * Design §6 "Slow calls": how long the header waits for complete fresh data before it renders
 * what has arrived. At the deadline the session publishes a render from the answers that are in,
 * with the defaults of SPEC §8 for the rest (or the cached entry's pieces where a cached header is
 * on screen, so the deadline never swaps it for a poorer one); the complete data follows when the
 * late answers arrive. The calls keep their own time-outs (DEFAULT_TIMEOUT_MS): a late answer is
 * still used, only the render no longer waits for it. 1.5 s: well above one round trip of a normal
 * page view, so a healthy page renders once, from complete data.
 */
export const RENDER_DEADLINE_MS = 1500;
