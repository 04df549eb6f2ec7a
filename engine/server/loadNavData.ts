import type { NavConfig } from '../core/context/types.ts';
import { loadHeaderData } from '../core/load/loadHeaderData.ts';
import { toServerNavData, type ServerNavData } from '../core/ssr/serverNavData.ts';
import { createServerEnv, type ServerEnvOptions } from './serverEnv.ts';

export type LoadNavDataOptions = Omit<ServerEnvOptions, 'log'> & { log?: ServerEnvOptions['log'] };

/**
 * The header data of one page, loaded on the server: the fresh flow of SPEC §4 with the cache off
 * (a server has no browser storage), through the given fetch. Never rejects: a failed call falls
 * back as in the browser (SPEC §8). The result is plain JSON, for renderNav and for the page.
 */
export async function loadNavData(config: NavConfig, options: LoadNavDataOptions): Promise<ServerNavData> {
  const env = createServerEnv(options);
  const data = await loadHeaderData(env, { ...config, cache: false }).fresh;
  return toServerNavData(data, env.now(), env.location.href);
}
