import type { AppAssignment } from '../../engine/core/wire/marketTypes.ts';
import type { NavContext } from '../../engine/core/context/navContext.ts';
import type { NavEnv } from '../../engine/core/env.ts';
import { request } from '../../engine/core/http/request.ts';
import { joinUrl } from '../../engine/core/url/joinUrl.ts';
import { MAX_APPS, selectLaunchableApps } from './selectLaunchableApps.ts';

/** SPEC §9: placeholder ids for mock mode or when the ids are unknown (signed-out calls). */
const PLACEHOLDER_COMPANY_ID = 'placeholder-company';
const PLACEHOLDER_USER_ID = 'placeholder-user';

type AssignmentsResult = { ok: true; apps: AppAssignment[] } | { ok: false };

type Inputs = { config: Pick<NavContext['config'], 'marketUrl' | 'mock'>; user: Pick<NavContext['user'], 'id' | 'companyId'> };

function getAssignmentsUrl(nav: Inputs): string {
  const mock = nav.config.mock === true;
  const companyId = (!mock && nav.user.companyId) || PLACEHOLDER_COMPANY_ID;
  const userId = (!mock && nav.user.id) || PLACEHOLDER_USER_ID;
  return joinUrl(
    nav.config.marketUrl,
    `/api/v3/universal-nav/assignments/${encodeURIComponent(companyId)}/${encodeURIComponent(userId)}?limitNbApps=${MAX_APPS}`,
  );
}

/**
 * GET {marketApi}/api/v3/universal-nav/assignments/{companyId}/{userId}?limitNbApps=9 (SPEC §7).
 * A failure is not shown (SPEC §8); it comes back as { ok: false } because it marks the user logged out.
 */
export async function fetchAssignments(env: NavEnv, nav: Inputs, signal?: AbortSignal): Promise<AssignmentsResult> {
  try {
    const body = await request<unknown>(env, getAssignmentsUrl(nav), signal ? { signal } : {});
    return { ok: true, apps: selectLaunchableApps(body, nav.config.mock === true) };
  } catch {
    return { ok: false };
  }
}
