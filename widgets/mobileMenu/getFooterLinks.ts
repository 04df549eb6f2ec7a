import type { ChannelSettings } from '../../engine/core/wire/marketTypes.ts';
import { isAllowedUrl } from '../../engine/core/url/urlPolicy.ts';

interface FooterLink {
  id: 'help' | 'privacy' | 'terms';
  labelKey: string;
  href: string;
}

/** Channel-provided URLs become hrefs: links the URL policy allows, here only http(s), mailto and site paths. */
function isSafeHref(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '' || !isAllowedUrl(value)) return false;
  const url = value.trim();
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  return /^(?:https?:\/\/|mailto:)\S+$/i.test(url);
}

/** The footer's help center, privacy policy and terms links, each only when the channel sets it. */
export function getFooterLinks(settings: Pick<ChannelSettings, 'helpCenterUrl' | 'privacyPolicyUrl' | 'termsUrl'>): FooterLink[] {
  const candidates: [FooterLink['id'], string, string | undefined][] = [
    ['help', 'unav.footer.help', settings.helpCenterUrl],
    ['privacy', 'unav.footer.privacy', settings.privacyPolicyUrl],
    ['terms', 'unav.footer.terms', settings.termsUrl],
  ];
  return candidates.flatMap(([id, labelKey, href]) => (isSafeHref(href) ? [{ id, labelKey, href: href.trim() }] : []));
}
