import type { NavContext } from '../context/navContext.ts';
import type { ValueToken } from './tokenNames.ts';

export type TemplateValues = Record<ValueToken, string>;

/**
 * The text behind each value token. Values are plain strings: the renderer inserts them as React
 * text or as validated attribute values, never as HTML.
 */
export function getTemplateValues(nav: NavContext, now: number): TemplateValues {
  const settings = nav.settings;
  return {
    userFirstName: nav.user.firstName,
    copyrightYear: String(new Date(now).getFullYear()),
    companyName: settings.companyName ?? settings.marketplaceName ?? '',
    supportEmail: settings.supportEmail ?? '',
    supportUrl: settings.supportUrl ?? '',
    privacyPolicyUrl: settings.privacyPolicyUrl ?? '',
    termsUrl: settings.termsUrl ?? '',
    helpCenterUrl: settings.helpCenterUrl ?? '',
    marketUrl: nav.config.marketUrl,
  };
}
