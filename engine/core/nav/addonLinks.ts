import type { NavContext } from '../context/navContext.ts';
import { joinUrl } from '../url/joinUrl.ts';

function absolute(marketUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : joinUrl(marketUrl, url);
}

/** Add-ons: shown when the add-on store configuration says so and has a URL (SPEC §6). */
export function getAddonStoreLink(nav: Pick<NavContext, 'addons' | 'config'>): string | undefined {
  const { showAddonStoreLink, addonStoreUrl } = nav.addons;
  return showAddonStoreLink && addonStoreUrl ? absolute(nav.config.marketUrl, addonStoreUrl) : undefined;
}

/** Integrations: the same rule over the integrations keys. */
export function getIntegrationsLink(nav: Pick<NavContext, 'addons' | 'config'>): string | undefined {
  const { showIntegrationsLink, integrationsUrl } = nav.addons;
  return showIntegrationsLink && integrationsUrl ? absolute(nav.config.marketUrl, integrationsUrl) : undefined;
}
