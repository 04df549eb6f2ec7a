import type { NavContext } from '../context/navContext.ts';

/** Capability names read from the channel settings (SPEC §6). */
export const Capability = {
  CUSTOMER_APPLICATION_MANAGEMENT: 'CUSTOMER_APPLICATION_MANAGEMENT',
  CHANNEL_MANAGEMENT: 'CHANNEL_MANAGEMENT',
  NETWORK_CATALOG_MANAGEMENT: 'NETWORK_CATALOG_MANAGEMENT',
  DEVELOPER: 'DEVELOPER',
  /** "The self-serve subscription capability" of the Subscription rule. */
  SELF_SERVE_SUBSCRIPTION: 'SELF_SERVE_SUBSCRIPTION',
} as const;

type CapabilityName = (typeof Capability)[keyof typeof Capability];

/** Capabilities come from the channel settings, already defaulted in nav.capabilities. */
export function hasCapability(nav: Pick<NavContext, 'capabilities'>, capability: CapabilityName): boolean {
  return nav.capabilities.includes(capability);
}
