import { requestBootstrap, type BootstrapResult } from '../bootstrap/fetchBootstrap.ts';
import { pickBootstrapSource, type BootstrapChoice } from '../bootstrap/pickBootstrapSource.ts';
import { headerCacheKey, readHeaderCache, writeHeaderCache, type HeaderCacheData, type HeaderCacheScope } from '../cache/headerCache.ts';
import { purgeIfNoAdTag } from '../cache/purgeIfNoAdTag.ts';
import { forgetUnusableLocale } from '../cache/storedLocale.ts';
import { readStoredUserId, writeStoredUserId } from '../cache/storedUserId.ts';
import {
  addonConfigurationKey, fetchAddonConfiguration, readCachedAddonConfiguration,
} from '../configuration/fetchAddonConfiguration.ts';
import { deriveNavContext } from '../navContext/deriveNavContext.ts';
import type { AddonStoreConfiguration, BootstrapContext, Membership } from '../wire/marketTypes.ts';
import type { NavConfig } from '../config/navConfig.ts';
import type { Flags, NavContext } from '../context/navContext.ts';
import type { NavEnv } from '../env.ts';
import { shouldSendBearer } from '../http/shouldSendBearer.ts';
import { createEmptyTemplateSet } from '../templateSet/normalizeTemplateSet.ts';
import { builtInTexts } from '../translations/builtInTexts.ts';
import { shouldCheckQuotesFlag } from '../nav/chooseNavigation.ts';
import { fetchFlag } from '../nav/fetchFlag.ts';
import { fetchFlags } from '../nav/fetchFlags.ts';
import { fetchMemberships } from '../memberships/fetchMemberships.ts';
import { confirmsCachedUser } from '../user/confirmsCachedUser.ts';
import { withholdUserData } from '../user/withholdUserData.ts';
import { arrived, startCall, type CallSlot } from './callSlot.ts';
import { cachedRender, headerCacheLocale, headerCacheScope } from './cachedRender.ts';
import { composeHeaderData, type HeaderData, type HeaderParts } from './composeHeaderData.ts';
import { firstWaveInputs, hostNamesFirstWaveInputs, startFirstWave, type FirstWave } from './firstWave.ts';
import { safely } from './safely.ts';
import { withStorageMemo } from './withStorageMemo.ts';
import { emitNavEvent } from '../events/navEvents.ts';
import { errorText } from '../errorText.ts';

export type { HeaderData };

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
  /**
   * Resolves once what the header's layout needs has arrived while the second wave is still out:
   * the bootstrap, the first-wave calls and the company list. The rest of the second wave (a
   * signed-in user's add-on links and flags, the quotes flag) only refines it, so the header may
   * show after one round trip (DESIGN §6) and take those answers when they come. Never resolves
   * when nothing of the second wave is left by then (the complete data is the next render).
   */
  layoutReady: Promise<void>;
  /**
   * A render from the fresh answers that have arrived so far, for the render deadline
   * (RENDER_DEADLINE_MS): what is missing falls back to the cached entry's piece when there is a
   * cached render, else to SPEC §8's default (an empty template set, the built-in texts, no flags,
   * no theme, the stored or default bootstrap with its user withheld). Never throws.
   */
  partial(): HeaderData;
}

/**
 * The header's cache-first flow (SPEC §4). First the stored header keys are purged if the
 * 'ad_tag_m' cookie has lapsed. The cached entry of the last signed-in user (or of visitors) gives
 * the first render when caching is on and the locale matches. Fresh data follows in at most two
 * waves of calls (design §6 "Round trips"): the bootstrap (unless the page provided it) and, when
 * the host names partner and locale, the calls that need no user (translations, template set,
 * header theme settings, design properties); then the calls that need the bootstrap's answer (the
 * add-on configuration and flags of a signed-in user, the memberships when the bootstrap has none,
 * the quotes flag on a quotes route), with the first-wave calls here when they could not start
 * earlier. Fresh data is saved to cache afterwards, except in preview mode. A render whose user is
 * not confirmed by a live bootstrap (a cached one before the answer, a fresh one after a failed
 * call) shows no user data: the cache may belong to the previous user of this browser.
 * With `yieldToMain` (a page's paced session) the first wave starts a task after the bootstrap call.
 */
export function loadHeaderData(pageEnv: NavEnv, config: NavConfig, yieldToMain?: () => Promise<void>): HeaderLoad {
  // One load is one view: its cached render, its partial renders and its fallbacks read each
  // stored value once and see the load's own writes (an env that reads through a memo keeps it).
  const env = withStorageMemo(pageEnv);
  const scope = headerCacheScope(config);
  const storedUserId = safely(() => {
    purgeIfNoAdTag(env, config.marketUrl);
    return readStoredUserId(env, config.marketUrl);
  }, undefined);
  const cachedData = readHeaderCache(env, headerCacheKey(config.marketUrl, storedUserId), {
    ...scope, locale: headerCacheLocale(env, config, storedUserId),
  });
  const choice = pickBootstrapSource({ page: config.bootstrap, stored: cachedData?.bootstrap });
  const { withUser: cachedWithUser, needsConfirmation, cached } = cachedRender(env, config, {
    storedUserId, cachedData, choice, addons: (key) => readCachedAddonConfiguration(env, key),
  });
  let confirm: (data: HeaderData | null) => void = () => undefined;
  const confirmed = new Promise<HeaderData | null>((resolve) => {
    confirm = resolve;
  });
  const onBootstrap = (result: BootstrapResult) =>
    confirm(needsConfirmation && confirmsCachedUser(storedUserId, result) ? cachedWithUser : null);

  const calls: FreshCalls = {};
  let onLayoutReady: () => void = () => undefined;
  const layoutReady = new Promise<void>((resolve) => {
    onLayoutReady = resolve;
  });
  const fresh = loadFresh(env, config, choice, storedUserId, scope, { onBootstrap, onLayoutReady, yieldToMain }, calls).catch((error: unknown) => {
    env.log.error('Unable to load header data', error);
    emitNavEvent(env, { type: 'fallback', why: errorText(error) });
    return fallbackHeaderData(env, config, storedUserId);
  });
  // A settled promise ignores a second resolve: this only answers when no bootstrap was asked.
  void fresh.then(() => confirm(null));
  const partial = () => safely(
    () => composeHeaderData(env, config, partialParts(env, config, calls, { choice, storedUserId, cachedData })),
    fallbackHeaderData(env, config, storedUserId),
  );
  return { cached, confirmed, fresh, layoutReady, partial };
}

/** The calls of one fresh load as they are made, each with its answer once arrived. */
interface FreshCalls extends Partial<FirstWave> {
  /** The bootstrap step's outcome, once it is over. */
  bootstrap?: Pick<HeaderParts, 'bootstrap' | 'userId' | 'live'>;
  addons?: CallSlot<AddonStoreConfiguration>;
  flags?: CallSlot<Flags | undefined>;
  memberships?: CallSlot<Membership[] | undefined>;
  quotesFlag?: CallSlot<string | boolean | undefined>;
}

async function loadFresh(
  env: NavEnv,
  config: NavConfig,
  choice: BootstrapChoice,
  storedUserId: string | undefined,
  scope: HeaderCacheScope,
  { onBootstrap, onLayoutReady, yieldToMain }: { onBootstrap: (result: BootstrapResult) => void; onLayoutReady: () => void; yieldToMain?: () => Promise<void> },
  calls: FreshCalls,
): Promise<HeaderData> {
  // With the stored user, whose chosen language (SPEC §4) the first wave then asks for.
  const before = deriveNavContext({ config, bootstrap: choice.bootstrap, env, storedUserId });
  // The bootstrap first (the second wave waits on it), then the calls that need no user, with it,
  // when the host names their inputs: the first wave.
  const bearer = shouldSendBearer({ storefrontBuilder: before.config.storefrontBuilder === true, devMode: Boolean(before.config.devMode) });
  const asked = choice.fetch ? requestBootstrap(env, { apiUrl: before.config.apiUrl, token: bearer ? config.token : undefined }) : undefined;
  // A paced load (a page's) gives the page its turn here: the view's first task (mount()'s, which
  // also draws a warm view) ends with the bootstrap on its way, and the first wave starts in the next.
  if (yieldToMain) await yieldToMain();
  if (hostNamesFirstWaveInputs(config)) Object.assign(calls, startFirstWave(env, firstWaveInputs(before)));

  let bootstrap: BootstrapContext = choice.bootstrap;
  let userId = storedUserId;
  // Only a real answer (or the page's own copy) may replace the cached bootstrap.
  let cacheable = choice.source === 'page';
  if (asked) {
    const result = await asked;
    onBootstrap(result);
    bootstrap = result.bootstrap;
    cacheable = result.status === 'ok';
    // A failed call keeps the stored id (static:loggedin); a lost session forgets it.
    if (result.status === 'unauthorized') userId = undefined;
  }
  if (cacheable) userId = bootstrap.CurrentUser?.uuid;
  if (userId !== storedUserId) writeStoredUserId(env, config.marketUrl, userId);
  calls.bootstrap = { bootstrap, userId, live: cacheable };

  // Second wave. The first-wave calls are asked again only where the answer changed their inputs:
  // the host's partner and locale win over the bootstrap's (SPEC §3) and the display mode comes
  // from the page's cookies and query (SPEC §4), so an early call is re-issued only when the
  // display mode changed while the bootstrap was on its way (a builder cookie set meanwhile) or if
  // the bootstrap ever came to decide one of them (its locale tags drop a stored language choice). Without early calls, all of them start here.
  const base = deriveNavContext({ config, bootstrap, env, storedUserId: userId });
  if (cacheable) forgetUnusableLocale(env, config.marketUrl, base.user.id, base.settings.localeTags);
  const first = startFirstWave(env, firstWaveInputs(base), calls);
  const signedIn = base.user.state === 'loggedin';
  const second = {
    addons: startCall(() => loadAddons(env, config, base)),
    // The four flags steer signed-in links only (channel target, developer target).
    flags: startCall(() => signedIn ? fetchFlags(env, { apiUrl: config.marketUrl, tenant: base.config.partner }) : Promise.resolve(undefined)),
    memberships: startCall(() => loadMissingMemberships(env, config, base)),
    quotesFlag: startCall(() => askQuotesFlag(env, config, base)),
  };
  Object.assign(calls, first, second);
  const refinements = [second.addons, second.flags, second.quotesFlag];
  void Promise.all([first.translations.promise, first.templateSet.promise, first.headerSettings.promise, first.design.promise, second.memberships.promise])
    .then(() => {
      if (refinements.some((slot) => !slot.answer)) onLayoutReady();
    }, () => undefined);
  const [translations, templateSet, headerSettings, design, addons, flags, memberships, quotesFlagVariant] = await Promise.all([
    first.translations.promise, first.templateSet.promise, first.headerSettings.promise, first.design.promise,
    second.addons.promise, second.flags.promise, second.memberships.promise, second.quotesFlag.promise,
  ]);
  const data = composeHeaderData(env, config, {
    bootstrap, userId, live: cacheable, translations, templateSet, headerSettings, design, addons, flags, memberships, quotesFlagVariant,
  });
  if (cacheable) {
    const { nav } = data;
    const liveUserId = nav.user.state === 'loggedin' ? nav.user.id : undefined;
    // A live render keeps its user data, so nav.bootstrap is the bootstrap with the memberships filled in.
    writeHeaderCache(env, headerCacheKey(config.marketUrl, liveUserId), {
      bootstrap: nav.bootstrap, templateSet, translations,
      ...(headerSettings ? { headerSettings } : {}), ...(design ? { design } : {}),
    }, {
      ...scope, locale: nav.config.locale, displayMode: nav.displayMode,
    });
  }
  return data;
}

/**
 * The parts of a render before fresh data is complete: the answers in, and for the rest the
 * cached entry's piece (what a cached render already shows) or SPEC §8's default. Before the
 * bootstrap answers, the stored or default bootstrap stands, its user withheld.
 */
function partialParts(
  env: NavEnv,
  config: NavConfig,
  calls: FreshCalls,
  known: { choice: BootstrapChoice; storedUserId: string | undefined; cachedData: HeaderCacheData | null },
): HeaderParts {
  const answered = calls.bootstrap ?? { bootstrap: known.choice.bootstrap, userId: known.storedUserId, live: false };
  // What the configuration call falls back to on a fault: the stored copy of this user.
  const storedAddons = () => answered.userId
    ? readCachedAddonConfiguration(env, addonConfigurationKey(config.marketUrl, answered.userId))
    : undefined;
  return {
    ...answered,
    translations: arrived(calls.translations) ?? known.cachedData?.translations ?? builtInTexts,
    templateSet: arrived(calls.templateSet) ?? known.cachedData?.templateSet ?? createEmptyTemplateSet(),
    headerSettings: arrived(calls.headerSettings) ?? known.cachedData?.headerSettings,
    design: arrived(calls.design) ?? known.cachedData?.design,
    addons: arrived(calls.addons) ?? storedAddons(),
    flags: arrived(calls.flags),
    memberships: arrived(calls.memberships),
    quotesFlagVariant: arrived(calls.quotesFlag),
  };
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
