/**
 * The data shapes the runtime reads (SPEC §3) and the NavContext every widget reads.
 * Inputs the spec names without placing them have one documented home here (DESIGN §4);
 * the README's configuration reference lists them with their defaults.
 */

export type DisplayMode = 'preview' | 'published';
export type UserState = 'loggedin' | 'static:loggedin' | 'loggedout';
export type TemplateName = 'headerIn' | 'headerOut' | 'headerSso' | 'headerCheckout';
export type TemplateSlot = TemplateName | 'footer' | 'css' | 'cssHeader';

export interface Membership {
  company: { uuid: string; name: string };
}

export interface ChannelSettings {
  partner?: string;
  capabilities?: string[];
  marketplaceName?: string;
  merchantNavEnabled?: boolean;
  storefrontBuilderPublishedThemeEnabled?: boolean;
  universalHeaderForBusinessUnitsEnabled?: boolean;
  localeTags?: string[];
  customLogo?: string;
  selfserveMarketplace?: boolean;
  accountStatus?: string;
  /** Settings version of the channel's navigation. [2.7.15] */
  version?: string;
  // Documented extra keys (DESIGN §4), default in brackets.
  /** Hide the sign-up item. [false] */
  hideSignup?: boolean;
  /** Only billing admins may buy: the Account link needs BILLING_ADMIN. [false] */
  onlyAdminsCanBuy?: boolean;
  /** Profile and company links shown. [true] */
  profilesEnabled?: boolean;
  /** An external identity provider manages the account: no Settings link. [false] */
  identityProviderInUse?: boolean;
  /** Settings live under the profile page: no Settings link. [false] */
  settingsUnderProfile?: boolean;
  /** Guide progress per area, for example { CHANNEL: 4 }. [{}] */
  guideProgress?: Record<string, number>;
  /** The channel walkthrough is enabled. [false] */
  walkthroughEnabled?: boolean;
  /** The tenant is a Backend-as-a-Service one. [false] */
  baasTenant?: boolean;
  /** The account edition, if any. [undefined] */
  accountEdition?: string;
  /** The developer CMS is enabled. [false] */
  cmsEnabled?: boolean;
  /** The site runs in vendor mode (a vendor's own marketplace). [false] */
  vendorMode?: boolean;
  /** The logo and home go to /home even with My Apps. [false] */
  redirectToHome?: boolean;
  /** Marketplace theme is the universal one (notifications rule). [false] */
  universalTheme?: boolean;
  /** The page is framed by another application (merchant nav rule). [false] */
  framed?: boolean;
  /** The product or its integration configuration is read-only (maintenance banner). [false] */
  readOnly?: boolean;
  supportEmail?: string;
  supportUrl?: string;
  helpCenterUrl?: string;
  privacyPolicyUrl?: string;
  termsUrl?: string;
  /** Company name shown in the footer's copyright line. [marketplaceName] */
  companyName?: string;
}

export interface UserInfo {
  user_id?: string;
  company_id?: string;
  email?: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  profilePic?: string;
  roles?: string[];
  currency?: string;
  /** Set while a superuser acts as this user (impersonation banner). [false] */
  impersonated?: boolean;
}

export interface AppAssignment {
  name: string;
  imageUrl?: string;
  launchUrl?: string;
  userEntitlementStatus?: string;
  universalNavigatorProductType?: 'APPWISE' | 'APPINSIGHT' | string;
}

export interface AddonStoreConfiguration {
  addonStoreUrl?: string;
  showAddonStoreLink?: boolean;
  integrationsUrl?: string;
  showIntegrationsLink?: boolean;
}

export interface ThemeValue {
  value: string;
  type?: string;
  url?: string;
}

export interface HeaderThemeSettings {
  globalStyles?: Record<string, ThemeValue>;
  headerComponents?: Record<string, ThemeValue>;
}

export interface TemplateSet {
  templates: Partial<Record<TemplateSlot, string>>;
  translations: Record<string, string>;
  assets: Record<string, Record<string, { url: string }>>;
}

export interface BootstrapContext {
  CHANNEL_SETTINGS?: ChannelSettings;
  CurrentUser?: { uuid?: string };
  CompanyInfo?: { uuid?: string; name?: string };
  UserInfo?: UserInfo;
  locale?: string;
  theme?: string;
  templates?: Partial<TemplateSet>;
  memberships?: { content?: Membership[] };
  myapps?: { content?: AppAssignment[] };
  universalHeaderSignalsSocketEndpoint?: string;
  universalHeaderOAuthClientId?: string;
  currencies?: string[];
  defaultCurrency?: string;
  addonStoreConfiguration?: AddonStoreConfiguration;
}

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
  partner?: string;
  /**
   * The partner table: tenant to host names, read when neither the config nor the channel settings
   * name the partner (SPEC §3). [DEFAULT_PARTNER_HOSTS: APPSMART, APPSMARTSANDBOX, DES, DATAOPS]
   */
  partnerHosts?: Readonly<Record<string, readonly string[]>>;
  channel?: string;
  mode?: DisplayMode;
  locale?: string;
  token?: string;
  /** A page-provided bootstrap context, used before local storage and the network. */
  bootstrap?: BootstrapContext;
  /** An explicit template override (template choice order, SPEC §2). */
  template?: TemplateName;
  header?: TargetConfig;
  footer?: TargetConfig;
  /** The search root's target and widget config; the target defaults to #adsearch (SPEC §2). */
  search?: Partial<TargetConfig> & {
    /** The default search value when the hash has no 'search=' (SPEC §2). [''] */
    customSearchQuery?: string | (() => string | null | undefined);
  } & Record<string, unknown>;
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

export type FlagKey =
  | 'replace_mp_manager_dasboard'
  | 'replace_mp_manager_dasboard_for_non_selfserve'
  | 'program_manager_enabled'
  | 'quotes_enable_quote_version_details_new_design';

export type Flags = Record<FlagKey, boolean>;

export interface NavUser {
  state: UserState;
  id?: string;
  companyId?: string;
  name: string;
  firstName: string;
  email: string;
  picture?: string;
  roles: string[];
  currency?: string;
  impersonated: boolean;
}

/** A partner theme made safe: validated `--unav-*` custom properties and the logo (SPEC §3). */
export interface NavTheme {
  variables: Record<string, string>;
  logoImage?: string;
  logoWidth?: string;
}

export type NavigationKind = 'merchant' | 'partner' | 'standard';

/** Everything a widget needs to know, derived once per render from config and bootstrap. */
export interface NavContext {
  config: NavConfig & { apiUrl: string; partner: string; mode: DisplayMode; locale: string; cache: boolean };
  bootstrap: BootstrapContext;
  settings: ChannelSettings;
  user: NavUser;
  capabilities: string[];
  memberships: Membership[];
  flags: Flags;
  addons: AddonStoreConfiguration;
  template: TemplateName;
  /**
   * The navigation that runs with the header (SPEC §4): 'merchant' or 'partner' load their external
   * script and replace the standard widgets and banners; 'standard' renders them.
   */
  navigation: NavigationKind;
  displayMode: DisplayMode;
  /** The partner theme, once loaded; none when the theme calls fail (SPEC §8). */
  theme?: NavTheme;
  /**
   * True while the user of a cached render is not yet confirmed by a fresh bootstrap (or the
   * bootstrap failed): the user's data is withheld and user-bound placeholders render a neutral
   * stand-in (engine/core/user/withholdUserData.ts). Absent means confirmed.
   */
  userPending?: boolean;
  /**
   * While the user is pending: the cached user was impersonated. The impersonation banner keeps its
   * box, empty, so nothing moves when the fresh bootstrap confirms the user (no layout shift).
   */
  impersonationBoxKept?: boolean;
  /** Translated text for a key, with {0}, {1} filled from args; the key itself if unknown. */
  t(key: string, ...args: (string | number)[]): string;
}
