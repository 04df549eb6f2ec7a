/**
 * The NavContext every widget reads: derived once per render from the config and the bootstrap
 * (engine/core/navContext/deriveNavContext.ts). Hosts read it through useNav(); its types are public.
 */
import type { NavConfig } from '../config/navConfig.ts';
import type { AddonStoreConfiguration, BootstrapContext, ChannelSettings, DisplayMode, Membership, TemplateName } from '../wire/marketTypes.ts';

export type UserState = 'loggedin' | 'static:loggedin' | 'loggedout';

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
  /** The partner's mark, shown instead of the logo in a phone's bar. */
  logoImageCompact?: string;
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
