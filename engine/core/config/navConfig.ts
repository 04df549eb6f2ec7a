/**
 * The public configuration a host passes to mount(), loadNavData() and the React components
 * (DESIGN §4). Inputs the spec names without placing them have one documented home here; the
 * README's configuration reference lists them with their defaults.
 */
import type { AppAssignment, BootstrapContext, ChannelSettings, DisplayMode, TemplateName } from '../wire/marketTypes.ts';
import type { CustomSearchQuery, SearchOptions } from './searchOptions.ts';
import type { NavEvent } from '../events/navEvents.ts';

export type { CustomSearchQuery, PerEnvironment, SearchOptions } from './searchOptions.ts';

export interface TargetConfig {
  /** A CSS selector or an element to render into. */
  target: string | Element;
}

/** The configuration a host passes to mount() (DESIGN §4). */
export interface NavConfig {
  /** Origin of the marketplace and its APIs. Required. */
  marketUrl: string;
  /** Origin of the {api} calls only: bootstrap, translation, configuration (SPEC §7). Every other call goes to marketUrl. [marketUrl] */
  apiUrl?: string;
  /** The tenant code, which `channel` names too (getConfigPartner). [CHANNEL_SETTINGS.partner, the partner table, APPDIRECT] */
  partner?: string;
  /**
   * The partner table: tenant to host names, read when neither the config nor the channel settings
   * name the partner (SPEC §3). [DEFAULT_PARTNER_HOSTS: APPSMART, APPSMARTSANDBOX, DES, DATAOPS]
   */
  partnerHosts?: Readonly<Record<string, readonly string[]>>;
  /** The tenant code, as `partner`; it wins when both are given (getConfigPartner). */
  channel?: string;
  mode?: DisplayMode;
  /** en-US form; a language the user chose in the language select wins over it (chooseLocale). [the bootstrap's, en-US] */
  locale?: string;
  token?: string;
  /** A page-provided bootstrap context, used before local storage and the network. */
  bootstrap?: BootstrapContext;
  /** An explicit template override (template choice order, SPEC §2). */
  template?: TemplateName;
  header?: TargetConfig;
  footer?: TargetConfig;
  /** The search root's target and widget config; the target defaults to #adsearch (SPEC §2). */
  search?: NavSearchConfig;
  /** The page's My Apps content, over the bootstrap's (SPEC §3). [the bootstrap's] */
  myapps?: { content?: AppAssignment[] };
  /** Channel settings over the bootstrap's, key by key (SPEC §3). [the bootstrap's] */
  CHANNEL_SETTINGS?: ChannelSettings;
  isPositionFixed?: boolean;
  /** Cache-first render from local storage. [true] */
  cache?: boolean;
  /** Mock mode: My Apps keeps entries without ACTIVE status; placeholder ids for calls. [false] */
  mock?: boolean;
  /** Storefront builder site (links, search routing, bearer rule). [CHANNEL_SETTINGS.storefrontBuilderPublishedThemeEnabled] */
  storefrontBuilder?: boolean;
  /** Dev mode of the page (the 'dev' query value: CHANNEL, CMS or CUSTOMIZE). [from the query] */
  devMode?: string;
  /** Where external scripts (merchant-nav.js, appsmart-nav.js) load from. [marketUrl] */
  scriptBaseUrl?: string;
  /**
   * The script-tag bundle: the folder its chunks (chunks/...) are served from, when that is not the
   * folder of universal-nav.iife.js itself. Read by the first mount. [the entry script's folder]
   */
  chunksUrl?: string;
  /** Subresource Integrity of each navigation script, by file name ('sha384-...'). [none] */
  scriptIntegrity?: { 'merchant-nav.js'?: string; 'appsmart-nav.js'?: string };
  /**
   * The page's CSP nonce, put on every script the runtime adds (support chat, merchant-nav.js,
   * appsmart-nav.js). It stays in the page: a server render leaves it out of its data. [none]
   */
  nonce?: string;
  /** Forces the global merchant navigation. [false] */
  forceMerchantNav?: boolean;
  /** The page is a checkout step: the logo-only headerCheckout layout. [a path under /checkout, except /checkout/cart] */
  checkout?: boolean;
  /**
   * Origins (such as a CDN) that partner CSS may load images from, besides the marketplace's own
   * origin and relative URLs. [[]]
   */
  assetOrigins?: string[];
  /** The support-chat scripts (SPEC §7, §9): where they load from and the pinned SDK version. */
  supportChat?: SupportChatConfig;
  /**
   * Called with each event of the runtime (renders with their timings, a fallback, failed calls and
   * chunks: NavEvent), as they are also dispatched on window (`universalnav:<type>`). [none]
   */
  onEvent?: (event: NavEvent) => void;
}

/** The search root: where it renders, its default query, and the search widget's options. */
export interface NavSearchConfig extends Partial<TargetConfig>, SearchOptions {
  /** The default search value when the hash has no 'search=' (SPEC §2). [''] */
  customSearchQuery?: CustomSearchQuery;
}

/** SPEC §7: a support-chat SDK script and a small DOM library load from external script hosts. */
export interface SupportChatConfig {
  /** Script host of the support-chat SDK, loaded as {sdkHost}/web-sdk/{sdkVersion}/web-sdk.js. [https://dev.zopim.com] */
  sdkHost?: string;
  /** SPEC §9: the SDK version is pinned, never 'latest'. [1.11.2] */
  sdkVersion?: string;
  /** Script host of the small DOM library the SDK needs, loaded as {domLibraryHost}/npm/cash-dom@8.1.5/dist/cash.min.js. [https://cdn.jsdelivr.net] */
  domLibraryHost?: string;
  /** Subresource Integrity of the SDK script ('sha384-...'). [none] */
  sdkIntegrity?: string;
  /** Subresource Integrity of the DOM library script ('sha384-...'). [none] */
  domLibraryIntegrity?: string;
  /** The older place of config.nonce, read when that is not set. [none] */
  nonce?: string;
}
