import { defineConfig } from 'vitest/config';

/**
 * Real-browser tests: Chromium drives the local marketplace. Two files at a time, in two forks:
 * a browser test waits more than it computes (a run of one file at a time kept 0.6 of a core
 * busy), so two keep both cores working. Each fork has a marketplace of its own (its faults,
 * delays and request log are global to a server); the one Chromium is shared, each file in
 * contexts of its own.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/globalSetup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
