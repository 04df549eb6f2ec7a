import type { BootstrapContext, DisplayMode } from '../wire/marketTypes.ts';

/** SPEC §3 and §9 defaults: what the header assumes before (or without) a bootstrap context. */
const DEFAULT_SETTINGS_VERSION = '2.7.15';
/** The runtime's own version (SPEC §9); the header cache is dropped when it changes. */
export const RUNTIME_VERSION = '2.14.98';
/** The platform's own partner. */
export const DEFAULT_PARTNER = 'APPDIRECT';
export const DEFAULT_MODE: DisplayMode = 'published';
export const DEFAULT_CAPABILITIES: readonly string[] = ['CUSTOMER_APPLICATION_MANAGEMENT'];
export const DEFAULT_LOCALE = 'en-US';

/** The first of the bootstrap sources (SPEC §4): a fresh copy, so callers may not share state. */
export function createDefaultBootstrap(): BootstrapContext {
  return {
    CHANNEL_SETTINGS: {
      partner: DEFAULT_PARTNER,
      capabilities: [...DEFAULT_CAPABILITIES],
      version: DEFAULT_SETTINGS_VERSION,
    },
  };
}
