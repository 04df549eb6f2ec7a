import type { NavContext } from '../context/navContext.ts';
import { Capability, hasCapability } from './capabilities.ts';

/** My Apps: the CUSTOMER_APPLICATION_MANAGEMENT capability (SPEC §6). */
export function showMyAppsLink(nav: Pick<NavContext, 'capabilities'>): boolean {
  return hasCapability(nav, Capability.CUSTOMER_APPLICATION_MANAGEMENT);
}
