import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['{engine,placeholders,templates,ui,widgets,fixtures,scripts,build}/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Two cores: one fork for the suite keeps it predictable next to the e2e run.
    pool: 'forks',
    maxWorkers: 2,
    // A shared two-core machine: a slow moment must not fail a test that waits on rendering.
    testTimeout: 15_000,
  },
});
