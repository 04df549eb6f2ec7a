import { normalizeBootstrap } from '../bootstrap/normalizeBootstrap.ts';
import type { Membership } from '../wire/marketTypes.ts';
import type { NavEnv } from '../env.ts';
import { request } from '../http/request.ts';
import { joinUrl } from '../url/joinUrl.ts';

/**
 * GET {marketApi}/api/account/v2/users/{userId}/memberships (SPEC §7): the companies of a user whose
 * bootstrap context leaves them out (a host page's own copy may). Entries without a company uuid
 * and name are dropped; a failed call gives none, silently (SPEC §8), so no company switcher shows.
 */
export async function fetchMemberships(env: NavEnv, options: { apiUrl: string; userId: string }): Promise<Membership[] | undefined> {
  try {
    const body = await request<unknown>(env, joinUrl(options.apiUrl, `/api/account/v2/users/${encodeURIComponent(options.userId)}/memberships`));
    // The answer has the bootstrap's own memberships shape: read it with the same checks.
    return normalizeBootstrap({ memberships: body }).memberships?.content;
  } catch {
    return undefined;
  }
}
