import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * Makes every test of the file fail when it writes console.error or console.warn (React's
 * warnings among them): for the tests that promise a host page no console noise.
 */
export function failOnConsoleMessages(): void {
  let calls: unknown[][] = [];
  beforeEach(() => {
    calls = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void calls.push(args));
    vi.spyOn(console, 'warn').mockImplementation((...args) => void calls.push(args));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    expect(calls).toEqual([]);
  });
}
