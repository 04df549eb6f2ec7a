import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // Pure logic runs in Node; a test file that needs a DOM says so on its first line
    // (`// @vitest-environment jsdom`): a jsdom per file is the suite's largest cost.
    environment: 'node',
    globals: true,
    include: ['{engine,placeholders,templates,ui,widgets,fixtures,scripts,build}/**/*.test.{ts,tsx}', 'test/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    // Two cores: one fork for the suite keeps it predictable next to the e2e run.
    pool: 'forks',
    maxWorkers: 2,
    // A shared two-core machine: a slow moment must not fail a test that waits on rendering.
    testTimeout: 15_000,
  },
});
