import type { NavEnv } from '../env.ts';
import type { Flags } from '../context/navContext.ts';
import { request } from '../http/request.ts';
import { joinUrl } from '../url/joinUrl.ts';
import { ALL_FLAGS_OFF, FLAG_ERROR_MESSAGE, FLAG_KEYS, isFlagVariantOn } from './flagKeys.ts';

interface FlagBatchResponse {
  evaluationResults?: { flagKey?: string; variant?: unknown }[];
}

/**
 * One POST for the four header flags (SPEC §7). Any failure, or a flag missing from the answer,
 * leaves that flag off (SPEC §8), logging 'Error fetching flag' on failure.
 */
export async function fetchFlags(env: NavEnv, options: { apiUrl: string; tenant: string }): Promise<Flags> {
  const flags: Flags = { ...ALL_FLAGS_OFF };
  try {
    const body = await request<FlagBatchResponse>(env, joinUrl(options.apiUrl, '/api/appconfigr/v1/evaluation/flagbatch'), {
      method: 'POST',
      body: { entities: [{ entityContext: { tenant: options.tenant } }], flagKeys: [...FLAG_KEYS] },
    });
    for (const result of body?.evaluationResults ?? []) {
      const key = FLAG_KEYS.find((k) => k === result.flagKey);
      if (key) flags[key] = isFlagVariantOn(result.variant);
    }
    return flags;
  } catch (error) {
    env.log.warn(FLAG_ERROR_MESSAGE, error);
    return { ...ALL_FLAGS_OFF };
  }
}
