import { DEFAULT_CAPABILITIES, DEFAULT_MODE, DEFAULT_PARTNER } from '../bootstrap/defaults.ts';
import { readChosenLocale } from '../cache/storedLocale.ts';
import { getConfigPartner } from '../config/getConfigPartner.ts';
import { getDevMode } from '../display/getDevMode.ts';
import { getDisplayMode } from '../display/getDisplayMode.ts';
import type { NavEnv } from '../env.ts';
import { chooseNavigation } from '../nav/chooseNavigation.ts';
import { ALL_FLAGS_OFF } from '../nav/flagKeys.ts';
import { partnerForHost } from '../nav/partnerTable.ts';
import { chooseTemplate } from '../routes/chooseTemplate.ts';
import { builtInTexts } from '../translations/builtInTexts.ts';
import { createTranslator } from '../translations/createTranslator.ts';
import { deriveNavUser } from '../user/deriveNavUser.ts';
import { getUserState } from '../user/getUserState.ts';
import { chooseLocale } from './chooseLocale.ts';
import { overlayHostBootstrap } from './overlayHostBootstrap.ts';
import type { AddonStoreConfiguration, BootstrapContext } from '../wire/marketTypes.ts';
import type { NavConfig } from '../config/navConfig.ts';
import type { Flags, NavContext } from '../context/navContext.ts';

interface NavContextInputs {
  config: NavConfig;
  bootstrap: BootstrapContext;
  /** Key-to-text map; the built-in texts when omitted. */
  translations?: Readonly<Record<string, string>>;
  flags?: Partial<Flags>;
  /** The fetched add-on store configuration; else the bootstrap's copy. */
  addons?: AddonStoreConfiguration;
  /** The last signed-in user of this market (static:loggedin, SPEC §4). */
  storedUserId?: string | null;
  /** The quotes flag's variant, asked on a quotes route of a partner-nav tenant (SPEC §2). */
  quotesFlagVariant?: string | boolean;
  env: NavEnv;
}

/** The partner table's tenant for the marketplace's host name (SPEC §3). */
function partnerOfMarket(config: NavConfig): string | undefined {
  try {
    return partnerForHost(new URL(config.marketUrl).hostname, config.partnerHosts);
  } catch {
    return undefined; // a marketUrl that is not a URL names no host
  }
}

/**
 * The NavContext every widget reads, derived once per render. The host's config wins over the
 * bootstrap, the bootstrap over the defaults (SPEC §3): apiUrl defaults to marketUrl; partner from
 * the config (its channel or partner), the channel settings, the partner table (by the
 * marketplace's host name) or the platform's own; locale from the language the user chose (SPEC §4),
 * the config, the bootstrap or en-US; caching on unless turned off.
 */
export function deriveNavContext(inputs: NavContextInputs): NavContext {
  const { config, env } = inputs;
  const bootstrap = overlayHostBootstrap(inputs.bootstrap, config);
  const settings = bootstrap.CHANNEL_SETTINGS ?? {};
  const query = new URLSearchParams(env.location.search);
  const devMode = getDevMode({ query, configDevMode: config.devMode });
  const state = getUserState(bootstrap, inputs.storedUserId);
  const user = deriveNavUser(bootstrap, state, inputs.storedUserId);
  const partner = getConfigPartner(config) || settings.partner || partnerOfMarket(config) || DEFAULT_PARTNER;
  const template = chooseTemplate({
    pathname: env.location.pathname,
    checkout: config.checkout,
    override: config.template,
    userId: user.id,
  });
  const locale = chooseLocale({
    chosen: readChosenLocale(env, config.marketUrl, user.id, settings.localeTags),
    host: config.locale,
    bootstrap: bootstrap.locale,
  });
  return {
    config: {
      ...config,
      apiUrl: config.apiUrl || config.marketUrl,
      partner,
      mode: config.mode ?? DEFAULT_MODE,
      locale,
      cache: config.cache ?? true,
      storefrontBuilder: config.storefrontBuilder ?? settings.storefrontBuilderPublishedThemeEnabled === true,
      devMode,
    },
    bootstrap,
    settings,
    user,
    capabilities: [...(settings.capabilities ?? DEFAULT_CAPABILITIES)],
    memberships: bootstrap.memberships?.content ?? [],
    flags: { ...ALL_FLAGS_OFF, ...inputs.flags },
    addons: inputs.addons ?? bootstrap.addonStoreConfiguration ?? {},
    template,
    navigation: chooseNavigation({
      forceMerchantNav: config.forceMerchantNav,
      selfserveMarketplace: settings.selfserveMarketplace,
      framed: settings.framed,
      pathname: env.location.pathname,
      template,
      roles: user.roles,
      accountStatus: settings.accountStatus,
      partner,
      quotesFlagVariant: inputs.quotesFlagVariant,
    }),
    displayMode: getDisplayMode({ cookies: env.cookies, query, configMode: config.mode, configDevMode: config.devMode }),
    t: createTranslator(inputs.translations ?? builtInTexts, locale),
  };
}
