/**
 * What the marketplace sends (SPEC §3): the bootstrap context, the template set, the theme, and the
 * entities inside them, as they come over the wire (unchecked: every reader validates what it uses).
 */

export type DisplayMode = 'preview' | 'published';
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
