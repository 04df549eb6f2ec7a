import type { NavEnv } from '../../../engine/core/env.ts';
import { request } from '../../../engine/core/http/request.ts';
import { joinUrl } from '../../../engine/core/url/joinUrl.ts';

const END_IMPERSONATION_PATH = '/api/iam/v1/sessions/endImpersonation';

/**
 * POST with no body; cookies travel and the XSRF header is added by request() (SPEC §7).
 * Resolves when the answer is ok, whatever its body (the session has ended), rejects otherwise.
 */
export async function endImpersonation(env: NavEnv, marketUrl: string): Promise<void> {
  await request(env, joinUrl(marketUrl, END_IMPERSONATION_PATH), { method: 'POST', statusOnly: true });
}
