import type { NavConfig } from './navConfig.ts';

/**
 * The tenant the host names, if any: `channel` (SPEC §3's navigation configuration names the tenant
 * so) or `partner` (the same code under the name the calls of SPEC §7 use). When both are given,
 * channel wins: one origin may serve several channels, each with its own templates, and the channel
 * is the narrower of the two names (the header cache is scoped by it too, getSubSite). The one place
 * this is decided, so the calls before the bootstrap, the nav context and the cache agree.
 */
export function getConfigPartner(config: Pick<NavConfig, 'channel' | 'partner'>): string | undefined {
  return config.channel || config.partner || undefined;
}
