import type { NavContext } from '../context/navContext.ts';

/**
 * A nav context without the data of its user, for a render whose user is not confirmed (a cached
 * header before the fresh bootstrap answers, or after it failed): name, email, picture, company
 * name, memberships and the impersonation flag are gone, so no widget can show them (only the
 * impersonation banner's empty box stays, `impersonationBoxKept`). The user's
 * state, ids and roles stay, so the same template and the same layout render (no layout shift);
 * `userPending` tells the template to put neutral stand-ins where user-bound placeholders stand.
 */
export function withholdUserData(nav: NavContext): NavContext {
  const { UserInfo: info, CompanyInfo: company, memberships: _memberships, ...bootstrap } = nav.bootstrap;
  return {
    ...nav,
    userPending: true,
    ...(nav.user.impersonated ? { impersonationBoxKept: true } : {}),
    bootstrap: {
      ...bootstrap,
      ...(info ? { UserInfo: { user_id: info.user_id, company_id: info.company_id, roles: info.roles } } : {}),
      ...(company ? { CompanyInfo: { uuid: company.uuid } } : {}),
    },
    user: { ...nav.user, name: '', firstName: '', email: '', picture: undefined, impersonated: false },
    memberships: [],
  };
}
