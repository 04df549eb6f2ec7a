/** `run`'s result, or `fallback` when it throws. */
export function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}
