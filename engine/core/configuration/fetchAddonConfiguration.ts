import { isRecord } from '../bootstrap/isRecord.ts';
import { UNAUTHORIZED_EVENT } from '../bootstrap/fetchBootstrap.ts';
import { HEADER_WIDGET, storageKey } from '../cache/storageKey.ts';
import { removeQuietly } from '../cache/headerCache.ts';
import { readStored } from '../cache/storageMemo.ts';
import type { AddonStoreConfiguration } from '../wire/marketTypes.ts';
import type { NavEnv } from '../env.ts';
import { isHttpError } from '../http/HttpError.ts';
import { request } from '../http/request.ts';
import { joinUrl } from '../url/joinUrl.ts';
import { normalizeAddonConfiguration } from './normalizeAddonConfiguration.ts';

export const CONFIGURATION_PATH = '/api/v3/universal-nav/configuration';

/** Where the configuration is kept between pages, per market and user. */
export function addonConfigurationKey(marketUrl: string, userId?: string | null): string {
  return storageKey({ marketUrl, userId, widget: HEADER_WIDGET, key: 'configuration' });
}

/** The stored configuration, for the first render before the call answers; {} when absent or corrupt. */
export function readCachedAddonConfiguration(env: NavEnv, cacheKey: string): AddonStoreConfiguration {
  const stored = peekCachedAddonConfiguration(env, cacheKey);
  if (stored === undefined) removeQuietly(env, cacheKey);
  return stored ?? {};
}

/** The stored copy without removing anything: undefined when it is unreadable (readCachedAddonConfiguration removes it). */
export function peekCachedAddonConfiguration(env: NavEnv, cacheKey: string): AddonStoreConfiguration | undefined {
  try {
    // Read and parsed once per view when the env reads through a memo (withStorageMemo).
    return readStored(env.localStorage, cacheKey, parseStoredConfiguration);
  } catch {
    return undefined;
  }
}

/** {} when nothing is stored, undefined when what is stored is unreadable. */
function parseStoredConfiguration(raw: string | null): AddonStoreConfiguration | undefined {
  if (raw === null) return {};
  try {
    return normalizeAddonConfiguration(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/**
 * SPEC §7, §8: GET the add-on store configuration and keep it in local storage. A 401 raises
 * 'universalnav:401', forgets the stored copy and gives {}; any other failure or a body without
 * addonStoreConfiguration gives the stored copy (or {}), so the links do not flicker away on a fault.
 */
export async function fetchAddonConfiguration(
  env: NavEnv,
  options: { apiUrl: string; cacheKey?: string },
): Promise<AddonStoreConfiguration> {
  try {
    const body = await request<unknown>(env, joinUrl(options.apiUrl, CONFIGURATION_PATH));
    if (!isRecord(body) || !isRecord(body.addonStoreConfiguration)) throw new Error('configuration has no addonStoreConfiguration');
    const configuration = normalizeAddonConfiguration(body.addonStoreConfiguration);
    if (options.cacheKey) {
      try {
        env.localStorage.setItem(options.cacheKey, JSON.stringify(configuration));
      } catch {
        // A full storage only costs the next page its stored copy.
      }
    }
    return configuration;
  } catch (error) {
    if (isHttpError(error, 401)) {
      env.emit(UNAUTHORIZED_EVENT);
      if (options.cacheKey) removeQuietly(env, options.cacheKey);
      return {};
    }
    return options.cacheKey ? readCachedAddonConfiguration(env, options.cacheKey) : {};
  }
}
