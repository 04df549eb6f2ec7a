import { isRecord } from '../bootstrap/isRecord.ts';
import type { AddonStoreConfiguration } from '../wire/marketTypes.ts';

/** The add-on store configuration with only its four fields, each in its own type; others dropped. */
export function normalizeAddonConfiguration(value: unknown): AddonStoreConfiguration {
  const out: AddonStoreConfiguration = {};
  if (!isRecord(value)) return out;
  if (typeof value.addonStoreUrl === 'string') out.addonStoreUrl = value.addonStoreUrl;
  if (typeof value.showAddonStoreLink === 'boolean') out.showAddonStoreLink = value.showAddonStoreLink;
  if (typeof value.integrationsUrl === 'string') out.integrationsUrl = value.integrationsUrl;
  if (typeof value.showIntegrationsLink === 'boolean') out.showIntegrationsLink = value.showIntegrationsLink;
  return out;
}
