import type { NavContext } from '../context/navContext.ts';
import { Capability, hasCapability } from './capabilities.ts';
import { Role, hasRole } from './roles.ts';

/**
 * Subscription (SPEC §6): an account edition is set, the user is CHANNEL_ADMIN, and not
 * (self-serve marketplace with the self-serve subscription capability), where the
 * subscription is managed elsewhere.
 */
export function showSubscriptionLink(nav: Pick<NavContext, 'user' | 'settings' | 'capabilities'>): boolean {
  const selfServeManaged = nav.settings.selfserveMarketplace === true && hasCapability(nav, Capability.SELF_SERVE_SUBSCRIPTION);
  return Boolean(nav.settings.accountEdition) && hasRole(nav.user, Role.CHANNEL_ADMIN) && !selfServeManaged;
}
