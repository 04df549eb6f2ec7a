import type { BootstrapContext } from '../wire/marketTypes.ts';
import type { NavUser, UserState } from '../context/navContext.ts';

/**
 * The user every widget reads, from the bootstrap context. Ids come from CurrentUser/CompanyInfo
 * first and UserInfo second. A static:loggedin user (no live session data yet) keeps the stored id,
 * so calls such as My Apps can still be tried; a loggedout user has no ids and no roles.
 */
export function deriveNavUser(bootstrap: BootstrapContext, state: UserState, storedUserId?: string | null): NavUser {
  const info = bootstrap.UserInfo ?? {};
  const name = (info.name ?? [info.given_name, info.family_name].filter(Boolean).join(' ')).trim();
  const firstName = info.given_name?.trim() || name.split(/\s+/)[0] || '';
  const signedIn = state !== 'loggedout';
  const id = signedIn
    ? bootstrap.CurrentUser?.uuid || info.user_id || (state === 'static:loggedin' ? storedUserId || undefined : undefined)
    : undefined;
  const companyId = signedIn ? bootstrap.CompanyInfo?.uuid || info.company_id || undefined : undefined;
  return {
    state,
    id,
    companyId,
    name,
    firstName,
    email: info.email ?? '',
    picture: info.profilePic || undefined,
    roles: signedIn ? [...(info.roles ?? [])] : [],
    currency: info.currency ?? bootstrap.defaultCurrency,
    impersonated: info.impersonated === true,
  };
}
