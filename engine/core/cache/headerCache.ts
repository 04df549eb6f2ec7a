import { isRecord, pickStrings } from '../bootstrap/isRecord.ts';
import { normalizeBootstrap } from '../bootstrap/normalizeBootstrap.ts';
import type { BootstrapContext, DisplayMode, HeaderThemeSettings, TemplateSet } from '../wire/marketTypes.ts';
import type { NavEnv } from '../env.ts';
import { readThemeValues } from '../theme/api.ts';
import type { DesignProperties } from '../theme/themeToCssVariables.ts';
import { normalizeTemplateSet } from '../templateSet/normalizeTemplateSet.ts';
import { toDashedLocale } from '../translations/toDashedLocale.ts';
import { HEADER_WIDGET, storageKey } from './storageKey.ts';
import { readStored } from './storageMemo.ts';

/** What a cached first render needs. */
export interface HeaderCacheData {
  bootstrap: BootstrapContext;
  templateSet: TemplateSet;
  translations: Record<string, string>;
  /**
   * The theme's answers, so that a cached render is styled as the fresh one will be: a theme that
   * arrives later would move what it sizes (the logo's width, the text size), a layout shift.
   */
  headerSettings?: HeaderThemeSettings;
  design?: DesignProperties;
}

interface HeaderCacheEntry extends HeaderCacheData {
  locale: string;
  version: string;
  subSite: string;
}

export interface HeaderCacheScope {
  /** config.cache: caching on or off. */
  cache: boolean;
  /** The product version the entry was written by; another version drops it. */
  version: string;
  /** The sub-site the entry belongs to; another sub-site drops it. */
  subSite: string;
}

/** The header cache entry of one user of one market (an empty user id for visitors). */
export function headerCacheKey(marketUrl: string, userId?: string | null): string {
  return storageKey({ marketUrl, userId, widget: HEADER_WIDGET, key: 'cache' });
}

/**
 * SPEC §4: cached templates render first when caching is on and the locale matches. An entry of
 * another product version or sub-site is removed. `locale` undefined means the host named none, so
 * the locale of the entry stands (a language switch clears the cache, so it cannot go stale). A
 * corrupt or foreign entry is removed and treated as absent; nothing here throws.
 */
export function readHeaderCache(
  env: NavEnv,
  key: string,
  scope: HeaderCacheScope & { locale?: string },
): (HeaderCacheData & { locale: string }) | null {
  const { data, stale } = inspectHeaderCache(env, key, scope);
  if (stale) removeQuietly(env, key);
  return data;
}

/** What readHeaderCache returns, without removing anything: for a render that must not write. */
export function peekHeaderCache(
  env: NavEnv,
  key: string,
  scope: HeaderCacheScope & { locale?: string },
): (HeaderCacheData & { locale: string }) | null {
  return inspectHeaderCache(env, key, scope).data;
}

/** The usable entry, if any, and whether the stored one is corrupt or foreign (to be removed). */
function inspectHeaderCache(
  env: NavEnv,
  key: string,
  scope: HeaderCacheScope & { locale?: string },
): { data: (HeaderCacheData & { locale: string }) | null; stale: boolean } {
  const none = { data: null, stale: false };
  if (!scope.cache) return none;
  let entry: HeaderCacheEntry | null | undefined;
  try {
    // Read and parsed once per view when the env reads through a memo (withStorageMemo).
    entry = readStored(env.localStorage, key, parseEntry);
  } catch {
    return none;
  }
  if (entry === undefined) return none;
  if (!entry || entry.version !== scope.version || entry.subSite !== scope.subSite) return { data: null, stale: true };
  if (scope.locale !== undefined && toDashedLocale(scope.locale) !== toDashedLocale(entry.locale)) return none;
  const { bootstrap, templateSet, translations, locale, headerSettings, design } = entry;
  return {
    data: { bootstrap, templateSet, translations, locale, ...(headerSettings ? { headerSettings } : {}), ...(design ? { design } : {}) },
    stale: false,
  };
}

/** Saves fresh header data after a render (SPEC §4), except in preview mode or with caching off. */
export function writeHeaderCache(
  env: NavEnv,
  key: string,
  data: HeaderCacheData,
  scope: HeaderCacheScope & { locale: string; displayMode: DisplayMode },
): void {
  if (scope.displayMode === 'preview' || !scope.cache) return;
  const entry: HeaderCacheEntry = {
    locale: scope.locale,
    version: scope.version,
    subSite: scope.subSite,
    bootstrap: data.bootstrap,
    templateSet: data.templateSet,
    translations: data.translations,
    ...(data.headerSettings ? { headerSettings: data.headerSettings } : {}),
    ...(data.design ? { design: data.design } : {}),
  };
  try {
    env.localStorage.setItem(key, JSON.stringify(entry));
  } catch {
    // A full storage only costs the next page its cached first render.
  }
}

export function removeQuietly(env: NavEnv, key: string): void {
  try {
    env.localStorage.removeItem(key);
  } catch {
    // Nothing to do: a storage that cannot remove cannot serve the entry either.
  }
}

/** The stored entry: undefined when there is none, null when it is corrupt or foreign. */
function parseEntry(raw: string | null): HeaderCacheEntry | null | undefined {
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { locale, version, subSite, bootstrap, templateSet, translations, headerSettings, design } = value;
  if (typeof locale !== 'string' || typeof version !== 'string' || typeof subSite !== 'string') return null;
  if (!isRecord(bootstrap) || !isRecord(templateSet) || !isRecord(templateSet.templates) || !isRecord(translations)) {
    return null;
  }
  return {
    locale,
    version,
    subSite,
    bootstrap: normalizeBootstrap(bootstrap),
    templateSet: normalizeTemplateSet(templateSet),
    translations: pickStrings(translations),
    // Read as a fresh answer is: only well-formed theme values, validated again when composed.
    ...(isRecord(headerSettings)
      ? { headerSettings: { globalStyles: readThemeValues(headerSettings.globalStyles), headerComponents: readThemeValues(headerSettings.headerComponents) } }
      : {}),
    ...(isRecord(design) ? { design: readThemeValues(design) } : {}),
  };
}
