import { RUNTIME_VERSION } from '../bootstrap/defaults.ts';
import { requestBootstrap, type BootstrapResult } from '../bootstrap/fetchBootstrap.ts';
import { pickBootstrapSource, type BootstrapChoice } from '../bootstrap/pickBootstrapSource.ts';
import { getSubSite } from '../cache/getSubSite.ts';
import { headerCacheKey, readHeaderCache, writeHeaderCache, type HeaderCacheScope } from '../cache/headerCache.ts';
import { purgeIfNoAdTag } from '../cache/purgeIfNoAdTag.ts';
import { readStoredUserId, writeStoredUserId } from '../cache/storedUserId.ts';
import {
  addonConfigurationKey, fetchAddonConfiguration, readCachedAddonConfiguration,
} from '../configuration/fetchAddonConfiguration.ts';
import { deriveNavContext } from '../context/deriveNavContext.ts';
import type { AddonStoreConfiguration, BootstrapContext, Membership, NavConfig, NavContext, TemplateSet } from '../context/types.ts';
import type { NavEnv } from '../env.ts';
import { shouldSendBearer } from '../http/shouldSendBearer.ts';
import { createEmptyTemplateSet } from '../templateSet/normalizeTemplateSet.ts';
import { fetchTemplateSet } from '../templateSet/fetchTemplateSet.ts';
import { builtInTexts } from '../translations/builtInTexts.ts';
import { fetchTranslations } from '../translations/fetchTranslations.ts';
import { shouldCheckQuotesFlag } from '../nav/chooseNavigation.ts';
import { fetchFlag } from '../nav/fetchFlag.ts';
import { fetchFlags } from '../nav/fetchFlags.ts';
import { fetchMemberships } from '../memberships/fetchMemberships.ts';
import { loadTheme } from '../theme/loadTheme.ts';
import { confirmsCachedUser } from '../user/confirmsCachedUser.ts';
import { withholdUserData } from '../user/withholdUserData.ts';
import { mergeTexts } from './mergeTexts.ts';

export interface HeaderData {
  nav: NavContext;
  templateSet: TemplateSet;
}

interface HeaderLoad {
  /**
   * The cached render, when caching is on and a cache entry for the locale exists. A signed-in
   * entry renders without its user's data (`nav.userPending`) until the fresh bootstrap confirms
   * the same user; a bootstrap the page provided is the live one, so it needs no confirmation.
   */
  cached: HeaderData | null;
  /**
   * The cached render with its user's data, once the fresh bootstrap names that same user; null
   * when it names another user or none, fails, or there was nothing to confirm.
   */
  confirmed: Promise<HeaderData | null>;
  /** Fresh data; never rejects (every failure falls back as SPEC §8 says). */
  fresh: Promise<HeaderData>;
}

/**
 * The header's cache-first flow (SPEC §4). First the stored header keys are purged if the
 * 'ad_tag_m' cookie has lapsed. The cached entry of the last signed-in user (or of visitors) gives
 * the first render when caching is on and the locale matches. Fresh data follows: the bootstrap
 * first (unless the page provided it), then in parallel translations, the template set, the add-on
 * configuration, flags, theme, the memberships when the bootstrap has none and the quotes flag on a
 * quotes route; it is saved to cache afterwards, except in preview mode. A render whose user is
 * not confirmed by a live bootstrap (a cached one before the answer, a fresh one after a failed
 * call) shows no user data: the cache may belong to the previous user of this browser.
 */
export function loadHeaderData(env: NavEnv, config: NavConfig): HeaderLoad {
  const scope: HeaderCacheScope = { cache: config.cache ?? true, version: RUNTIME_VERSION, subSite: getSubSite(config) };
  const storedUserId = safely(() => {
    purgeIfNoAdTag(env, config.marketUrl);
    return readStoredUserId(env, config.marketUrl);
  }, undefined);
  const cachedData = readHeaderCache(env, headerCacheKey(config.marketUrl, storedUserId), { ...scope, locale: config.locale });
  const choice = pickBootstrapSource({ page: config.bootstrap, stored: cachedData?.bootstrap });

  let cachedWithUser: HeaderData | null = null;
  if (cachedData) {
    const addons = storedUserId
      ? readCachedAddonConfiguration(env, addonConfigurationKey(config.marketUrl, storedUserId))
      : {};
    cachedWithUser = safely(() => ({
      nav: deriveNavContext({
        config, env, storedUserId, bootstrap: choice.bootstrap, addons: nonEmpty(addons),
        translations: mergeTexts(cachedData.translations, cachedData.templateSet),
      }),
      templateSet: cachedData.templateSet,
    }), null);
  }

  const needsConfirmation = cachedWithUser !== null && choice.source !== 'page' && cachedWithUser.nav.user.state !== 'loggedout';
  const cached = cachedWithUser && needsConfirmation ? withholdNav(cachedWithUser) : cachedWithUser;
  let confirm: (data: HeaderData | null) => void = () => undefined;
  const confirmed = new Promise<HeaderData | null>((resolve) => {
    confirm = resolve;
  });
  const onBootstrap = (result: BootstrapResult) =>
    confirm(needsConfirmation && confirmsCachedUser(storedUserId, result) ? cachedWithUser : null);

  const fresh = loadFresh(env, config, choice, storedUserId, scope, onBootstrap).catch((error: unknown) => {
    env.log.error('Unable to load header data', error);
    return fallbackHeaderData(env, config, storedUserId);
  });
  // A settled promise ignores a second resolve: this only answers when no bootstrap was asked.
  void fresh.then(() => confirm(null));
  return { cached, confirmed, fresh };
}

function withholdNav(data: HeaderData): HeaderData {
  return { ...data, nav: withholdUserData(data.nav) };
}

async function loadFresh(
  env: NavEnv,
  config: NavConfig,
  choice: BootstrapChoice,
  storedUserId: string | undefined,
  scope: HeaderCacheScope,
  onBootstrap: (result: BootstrapResult) => void,
): Promise<HeaderData> {
  let bootstrap: BootstrapContext = choice.bootstrap;
  let userId = storedUserId;
  // Only a real answer (or the page's own copy) may replace the cached bootstrap.
  let cacheable = choice.source === 'page';
  if (choice.fetch) {
    const before = deriveNavContext({ config, bootstrap: choice.bootstrap, env }).config;
    const bearer = shouldSendBearer({ storefrontBuilder: before.storefrontBuilder === true, devMode: Boolean(before.devMode) });
    const result = await requestBootstrap(env, { apiUrl: before.apiUrl, token: bearer ? config.token : undefined });
    onBootstrap(result);
    bootstrap = result.bootstrap;
    cacheable = result.status === 'ok';
    // A failed call keeps the stored id (static:loggedin); a lost session forgets it.
    if (result.status === 'unauthorized') userId = undefined;
  }
  if (cacheable) userId = bootstrap.CurrentUser?.uuid;
  if (userId !== storedUserId) writeStoredUserId(env, config.marketUrl, userId);

  const base = deriveNavContext({ config, bootstrap, env, storedUserId: userId });
  const { apiUrl, partner, locale } = base.config;
  const signedIn = base.user.state === 'loggedin';
  const [translations, templateSet, addons, flags, theme, memberships, quotesFlagVariant] = await Promise.all([
    fetchTranslations(env, { apiUrl, partner, locale }),
    // Templates and theme live on the marketplace API ({marketApi}), not on the header API.
    fetchTemplateSet(env, { apiUrl: config.marketUrl, partner, mode: base.displayMode, locale }),
    loadAddons(env, config, base),
    // The four flags steer signed-in links only (channel target, developer target).
    signedIn ? fetchFlags(env, { apiUrl: config.marketUrl, tenant: partner }) : Promise.resolve(undefined),
    loadTheme(env, { marketUrl: config.marketUrl, locale, partner, mode: base.displayMode }),
    loadMissingMemberships(env, config, base),
    askQuotesFlag(env, config, base),
  ]);
  if (memberships) bootstrap = { ...bootstrap, memberships: { content: memberships } };
  const nav = {
    ...deriveNavContext({
      config, bootstrap, env, storedUserId: userId, addons: nonEmpty(addons), flags, quotesFlagVariant,
      translations: mergeTexts(translations, templateSet),
    }),
    theme,
  };
  if (cacheable) {
    const liveUserId = nav.user.state === 'loggedin' ? nav.user.id : undefined;
    writeHeaderCache(env, headerCacheKey(config.marketUrl, liveUserId), { bootstrap, templateSet, translations }, {
      ...scope, locale: nav.config.locale, displayMode: nav.displayMode,
    });
  }
  // Without a live answer a stored id is all there is: whose session it is now, nobody knows.
  return { nav: cacheable || nav.user.state !== 'static:loggedin' ? nav : withholdUserData(nav), templateSet };
}

/**
 * The add-on links belong to the signed-in Manage menu; visitors make no call, so a visitor never
 * raises 'universalnav:401' from it.
 */
function loadAddons(env: NavEnv, config: NavConfig, nav: NavContext): Promise<AddonStoreConfiguration> {
  if (nav.user.state !== 'loggedin') return Promise.resolve({});
  return fetchAddonConfiguration(env, {
    apiUrl: nav.config.apiUrl,
    cacheKey: addonConfigurationKey(config.marketUrl, nav.user.id),
  });
}

/** The company switcher's list, for a signed-in user whose bootstrap context carries none. */
function loadMissingMemberships(env: NavEnv, config: NavConfig, nav: NavContext): Promise<Membership[] | undefined> {
  if (nav.user.state !== 'loggedin' || !nav.user.id || nav.bootstrap.memberships !== undefined) return Promise.resolve(undefined);
  return fetchMemberships(env, { apiUrl: config.marketUrl, userId: nav.user.id });
}

/**
 * SPEC §2, §7: on a quotes route the partner navigation waits for the quotes flag; a variant that
 * is on means the quotes page draws its own design and the partner navigation is not loaded.
 */
function askQuotesFlag(env: NavEnv, config: NavConfig, nav: NavContext): Promise<string | boolean | undefined> {
  if (nav.navigation !== 'partner' || !shouldCheckQuotesFlag(env.location.pathname)) return Promise.resolve(undefined);
  return fetchFlag(env, { apiUrl: config.marketUrl, tenant: nav.config.partner, flagKey: 'quotes_enable_quote_version_details_new_design' });
}

function fallbackHeaderData(env: NavEnv, config: NavConfig, storedUserId: string | undefined): HeaderData {
  const nav = deriveNavContext({ config, bootstrap: {}, env, storedUserId, translations: builtInTexts });
  return { nav: nav.user.state === 'static:loggedin' ? withholdUserData(nav) : nav, templateSet: createEmptyTemplateSet() };
}

/** An empty configuration means "none fetched", so the bootstrap's copy may apply. */
function nonEmpty(addons: AddonStoreConfiguration): AddonStoreConfiguration | undefined {
  return Object.keys(addons).length > 0 ? addons : undefined;
}

function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}
