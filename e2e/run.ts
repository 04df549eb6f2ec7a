import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** `npm run test:e2e [-- vitest args]`: makes sure Chromium is there, then runs the e2e suite. */
const chromium = spawnSync('bash', ['e2e/chromium.sh'], { stdio: 'inherit' });
if (chromium.status !== 0) process.exit(chromium.status ?? 1);
if (!existsSync('dist/universal-nav.iife.js')) {
  console.warn('dist/universal-nav.iife.js is missing: run `npm run build` first, or the navigation specs have nothing to test.');
}
const run = spawnSync('npx', ['vitest', 'run', '-c', 'vitest.e2e.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
