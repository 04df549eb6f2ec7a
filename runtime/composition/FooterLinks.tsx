import { useNav } from '../../engine/react/context/NavContext.tsx';
import { isAllowedUrl, resolveLink } from '../../engine/core/url/urlPolicy.ts';

/** The footer's contact, help center, privacy and terms links; a link without a URL is left out. */
export function FooterLinks() {
  const nav = useNav();
  const s = nav.settings;
  const links = [
    { id: 'contact', href: s.supportEmail ? `mailto:${s.supportEmail}` : '', label: s.supportEmail ?? '' },
    { id: 'help', href: s.helpCenterUrl ?? s.supportUrl ?? '', label: nav.t('unav.footer.help') },
    { id: 'privacy', href: s.privacyPolicyUrl ?? '', label: nav.t('unav.footer.privacy') },
    { id: 'terms', href: s.termsUrl ?? '', label: nav.t('unav.footer.terms') },
  ].filter((link) => link.href && isAllowedUrl(link.href));
  if (links.length === 0) return null;
  return (
    <ul className="unav-footer__links">
      {links.map((link) => (
        <li key={link.id} data-link={link.id}>
          <a href={resolveLink(link.href, nav.config.marketUrl)}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}
