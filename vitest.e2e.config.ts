import { defineConfig } from 'vitest/config';

/**
 * Real-browser tests: Chromium drives the local marketplace. One file at a time in one fork, as
 * a browser and the server share two cores with everything else on the machine.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/globalSetup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
