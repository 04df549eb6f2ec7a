import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { createMarketServer } from '../fixtures/server/createMarketServer.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.ts';
import { HOST_RESOLVER_RULES } from './hostNames.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Origins of the local marketplaces, one for each worker of the e2e run (e.g.
     * http://127.0.0.1:41234): its faults, delays, request log and persona overrides are global to a
     * server, so two test files running at once must not share one.
     */
    marketUrls: string[];
    /** Where the run's one Chromium listens (e2e/browser.ts connectBrowser). */
    browserEndpoint: string;
  }
}

/**
 * Starts a market server on a free port for each worker, and one Chromium, for the whole run, and
 * closes them at the end. The servers serve the bundles of `dist/`, or of the folder UNAV_E2E_DIST
 * names (a build made elsewhere). Every test file connects to the one browser (a new browser costs
 * seconds of CPU on two cores) and opens contexts of its own, closed when it disconnects.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH}: run "bash e2e/chromium.sh" (as root it installs Debian's chromium package).`);
  }
  const browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, `--host-resolver-rules=${HOST_RESOLVER_RULES}`] });
  const workers = Number(project.config.maxWorkers) || 1;
  const servers = await Promise.all(Array.from({ length: workers }, () => createMarketServer({ port: 0, distDir: resolve(process.env.UNAV_E2E_DIST ?? 'dist') })));
  project.provide('marketUrls', servers.map((server) => server.url));
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
    await browser.close();
  };
}
