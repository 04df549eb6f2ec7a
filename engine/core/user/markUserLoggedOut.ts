import type { NavContext } from '../context/navContext.ts';
import { deriveNavUser } from './deriveNavUser.ts';

/**
 * SPEC §8: a failed My Apps call marks the user as logged out. The header then shows what a
 * loggedout user sees (SPEC §4): no ids, roles or memberships, and headerOut where headerIn was
 * chosen for the user; an SSO, checkout or explicitly chosen template stays, as in the choice order.
 */
export function markUserLoggedOut(nav: NavContext): NavContext {
  if (nav.user.state === 'loggedout') return nav;
  const chosenForUser = nav.template === 'headerIn' && !nav.config.template;
  return {
    ...nav,
    // Only the page's default currency stays: the rest of the user is gone.
    user: deriveNavUser(nav.bootstrap.defaultCurrency ? { defaultCurrency: nav.bootstrap.defaultCurrency } : {}, 'loggedout'),
    memberships: [],
    template: chosenForUser ? 'headerOut' : nav.template,
  };
}
