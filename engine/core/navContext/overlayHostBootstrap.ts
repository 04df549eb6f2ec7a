import type { BootstrapContext } from '../wire/marketTypes.ts';
import type { NavConfig } from '../config/navConfig.ts';

/**
 * SPEC §3 names `myapps` and `CHANNEL_SETTINGS` among the navigation configuration. As everywhere
 * else the host's config wins over the bootstrap: its My Apps content replaces the bootstrap's,
 * its channel settings win key by key.
 */
export function overlayHostBootstrap(bootstrap: BootstrapContext, config: Pick<NavConfig, 'myapps' | 'CHANNEL_SETTINGS'>): BootstrapContext {
  if (!config.myapps && !config.CHANNEL_SETTINGS) return bootstrap;
  return {
    ...bootstrap,
    ...(config.myapps ? { myapps: config.myapps } : {}),
    ...(config.CHANNEL_SETTINGS ? { CHANNEL_SETTINGS: { ...bootstrap.CHANNEL_SETTINGS, ...config.CHANNEL_SETTINGS } } : {}),
  };
}
