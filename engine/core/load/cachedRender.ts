import { RUNTIME_VERSION } from '../bootstrap/defaults.ts';
import type { BootstrapChoice } from '../bootstrap/pickBootstrapSource.ts';
import { getSubSite } from '../cache/getSubSite.ts';
import type { HeaderCacheData, HeaderCacheScope } from '../cache/headerCache.ts';
import { readChosenLocale } from '../cache/storedLocale.ts';
import { addonConfigurationKey } from '../configuration/fetchAddonConfiguration.ts';
import { deriveNavContext } from '../navContext/deriveNavContext.ts';
import type { AddonStoreConfiguration } from '../wire/marketTypes.ts';
import type { NavConfig } from '../config/navConfig.ts';
import type { NavEnv } from '../env.ts';
import { composeTheme } from '../theme/loadTheme.ts';
import { withholdUserData } from '../user/withholdUserData.ts';
import { nonEmpty, type HeaderData } from './composeHeaderData.ts';
import { mergeTexts } from './mergeTexts.ts';
import { safely } from './safely.ts';

/** The header cache entries a config reads and writes. */
export function headerCacheScope(config: NavConfig): HeaderCacheScope {
  return { cache: config.cache ?? true, version: RUNTIME_VERSION, subSite: getSubSite(config) };
}

/**
 * The locale a cache entry must be in to render first (SPEC §4: "the locale matches"): the language
 * the stored user chose, which the fresh render will be in (chooseLocale), else the host's;
 * undefined when neither, so the entry's own stands.
 */
export function headerCacheLocale(env: NavEnv, config: NavConfig, storedUserId: string | undefined): string | undefined {
  return readChosenLocale(env, config.marketUrl, storedUserId) ?? config.locale;
}

/** What storage gave for a cached render: read by loadHeaderData, peeked by peekCachedHeader. */
export interface CachedInputs {
  storedUserId: string | undefined;
  cachedData: HeaderCacheData | null;
  choice: BootstrapChoice;
  /** The stored add-on configuration under a key ({} when none). */
  addons(key: string): AddonStoreConfiguration;
}

export interface CachedRender {
  /** The cached render with its user's data; null without a cache entry. */
  withUser: HeaderData | null;
  /** Whether a fresh bootstrap must confirm the entry's user before that data shows. */
  needsConfirmation: boolean;
  /** The first render: `withUser`, its user withheld while it needs confirmation. */
  cached: HeaderData | null;
}

/**
 * The cached render of a config. A signed-in entry renders without its user's data until a fresh
 * bootstrap confirms the same user; a bootstrap the page provided is the live one and needs none.
 */
export function cachedRender(env: NavEnv, config: NavConfig, inputs: CachedInputs): CachedRender {
  const { storedUserId, cachedData, choice } = inputs;
  let withUser: HeaderData | null = null;
  if (cachedData) {
    const addons = storedUserId ? inputs.addons(addonConfigurationKey(config.marketUrl, storedUserId)) : {};
    withUser = safely(() => ({
      nav: {
        ...deriveNavContext({
          config, env, storedUserId, bootstrap: choice.bootstrap, addons: nonEmpty(addons),
          translations: mergeTexts(cachedData.translations, cachedData.templateSet),
        }),
        // Styled as the last fresh render was, so the fresh theme moves nothing when it arrives.
        theme: composeTheme(cachedData.headerSettings, cachedData.design),
      },
      templateSet: cachedData.templateSet,
    }), null);
  }
  const needsConfirmation = withUser !== null && choice.source !== 'page' && withUser.nav.user.state !== 'loggedout';
  const cached = withUser && needsConfirmation ? { ...withUser, nav: withholdUserData(withUser.nav) } : withUser;
  return { withUser, needsConfirmation, cached };
}
