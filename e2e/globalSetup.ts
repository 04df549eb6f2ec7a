import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createMarketServer } from '../fixtures/server/createMarketServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the one local marketplace the e2e run shares, e.g. http://127.0.0.1:41234 */
    marketUrl: string;
  }
}

/**
 * Starts one market server on a free port for the whole run and closes it at the end. It serves
 * the bundles of `dist/`, or of the folder UNAV_E2E_DIST names (a build made elsewhere).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await createMarketServer({ port: 0, distDir: resolve(process.env.UNAV_E2E_DIST ?? 'dist') });
  project.provide('marketUrl', server.url);
  return () => server.close();
}
