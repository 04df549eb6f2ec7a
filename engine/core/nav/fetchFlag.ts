import type { NavEnv } from '../env.ts';
import type { FlagKey } from '../context/navContext.ts';
import { request } from '../http/request.ts';
import { joinUrl } from '../url/joinUrl.ts';
import { FLAG_ERROR_MESSAGE } from './flagKeys.ts';

/**
 * One flag (SPEC §7): POST /api/appconfigr/v1/evaluation/flag, answering its variant, or
 * undefined when there is none or the call fails ('Error fetching flag' is logged).
 * The caller decides what a variant means: for the quotes flag one that is on blocks the partner nav.
 */
export async function fetchFlag(
  env: NavEnv,
  options: { apiUrl: string; tenant: string; flagKey: FlagKey },
): Promise<string | boolean | undefined> {
  try {
    const body = await request<{ variant?: unknown } | undefined>(env, joinUrl(options.apiUrl, '/api/appconfigr/v1/evaluation/flag'), {
      method: 'POST',
      body: { defaultValue: false, entityContext: { tenant: options.tenant }, flagKey: options.flagKey },
    });
    const variant = body?.variant;
    return typeof variant === 'string' || typeof variant === 'boolean' ? variant : undefined;
  } catch (error) {
    env.log.warn(FLAG_ERROR_MESSAGE, error);
    return undefined;
  }
}
