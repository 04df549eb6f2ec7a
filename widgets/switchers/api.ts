import type { NavEnv } from '../../engine/core/env.ts';
import { request } from '../../engine/core/http/request.ts';
import { joinUrl } from '../../engine/core/url/joinUrl.ts';

const CHANGE_COMPANY_ERROR = 'Change Company error';
const CHANGE_CURRENCY_ERROR = 'Change Currency error';

/**
 * PUT {api}/api/account/v2/users/{userId}/memberships/{companyId}/current (SPEC §7). Resolves
 * true on success; a failure logs 'Change Company error' (SPEC §8) and resolves false.
 */
export async function putCurrentCompany(
  env: NavEnv,
  options: { apiUrl: string; userId: string; companyId: string },
): Promise<boolean> {
  const path = `/api/account/v2/users/${encodeURIComponent(options.userId)}/memberships/${encodeURIComponent(options.companyId)}/current`;
  try {
    await request(env, joinUrl(options.apiUrl, path), { method: 'PUT' });
    return true;
  } catch (error) {
    env.log.warn(CHANGE_COMPANY_ERROR, error);
    return false;
  }
}

/**
 * PATCH {api}/api/account/v2/users/{userId} body {currency} (SPEC §7). Resolves true on success;
 * a failure logs 'Change Currency error' (SPEC §8) and resolves false.
 */
export async function patchUserCurrency(
  env: NavEnv,
  options: { apiUrl: string; userId: string; currency: string },
): Promise<boolean> {
  try {
    await request(env, joinUrl(options.apiUrl, `/api/account/v2/users/${encodeURIComponent(options.userId)}`), {
      method: 'PATCH',
      body: { currency: options.currency },
    });
    return true;
  } catch (error) {
    env.log.warn(CHANGE_CURRENCY_ERROR, error);
    return false;
  }
}
