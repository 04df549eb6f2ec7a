import type { AddonStoreConfiguration, BootstrapContext, HeaderThemeSettings, Membership, TemplateSet } from '../wire/marketTypes.ts';
import type { NavConfig } from '../config/navConfig.ts';
import type { Flags, NavContext } from '../context/navContext.ts';
import { deriveNavContext } from '../navContext/deriveNavContext.ts';
import type { NavEnv } from '../env.ts';
import { composeTheme } from '../theme/loadTheme.ts';
import type { DesignProperties } from '../theme/themeToCssVariables.ts';
import { withholdUserData } from '../user/withholdUserData.ts';
import { mergeTexts } from './mergeTexts.ts';

export interface HeaderData {
  nav: NavContext;
  templateSet: TemplateSet;
}

/** The answers a header render is made of; what is optional falls back as SPEC §8 says. */
export interface HeaderParts {
  bootstrap: BootstrapContext;
  /** The live user's id, or the stored one when no live answer names a user. */
  userId: string | undefined;
  /** The bootstrap is a live answer (or the page's own copy), so its user may show. */
  live: boolean;
  translations: Readonly<Record<string, string>>;
  templateSet: TemplateSet;
  headerSettings?: HeaderThemeSettings;
  design?: DesignProperties;
  /** The fetched add-on configuration; empty or absent means the bootstrap's copy applies. */
  addons?: AddonStoreConfiguration;
  flags?: Flags;
  /** The memberships call's answer, for a bootstrap that carries none. */
  memberships?: Membership[];
  quotesFlagVariant?: string | boolean;
}

/**
 * One header render from its parts, for the complete fresh data and for a render before it (the
 * render deadline). A render whose user no live bootstrap confirms (a stored copy before the
 * answer, a stored id after a failed call) shows no user data: the stored data may belong to the
 * previous user of this browser.
 */
export function composeHeaderData(env: NavEnv, config: NavConfig, parts: HeaderParts): HeaderData {
  const bootstrap = parts.memberships ? { ...parts.bootstrap, memberships: { content: parts.memberships } } : parts.bootstrap;
  const nav: NavContext = {
    ...deriveNavContext({
      config, bootstrap, env, storedUserId: parts.userId, addons: nonEmpty(parts.addons), flags: parts.flags,
      quotesFlagVariant: parts.quotesFlagVariant, translations: mergeTexts(parts.translations, parts.templateSet),
    }),
    theme: composeTheme(parts.headerSettings, parts.design),
  };
  return { nav: parts.live || nav.user.state === 'loggedout' ? nav : withholdUserData(nav), templateSet: parts.templateSet };
}

/** An empty configuration means "none fetched", so the bootstrap's copy may apply. */
export function nonEmpty(addons: AddonStoreConfiguration | undefined): AddonStoreConfiguration | undefined {
  return addons && Object.keys(addons).length > 0 ? addons : undefined;
}
