import type { NavContext } from '../../../engine/core/context/navContext.ts';

/**
 * The impersonation banner's box: an impersonated user, or a cached one not confirmed yet (the box
 * stays so that nothing moves when the user is confirmed).
 */
export function isImpersonationBoxShown(nav: NavContext): boolean {
  return nav.user.impersonated || nav.impersonationBoxKept === true;
}
