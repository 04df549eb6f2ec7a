import { describe, expect, it } from 'vitest';
import { normalizeAddonConfiguration } from './normalizeAddonConfiguration.ts';

describe('normalizeAddonConfiguration', () => {
  it('keeps the four fields in their own types', () => {
    const config = {
      addonStoreUrl: 'https://addons.example', showAddonStoreLink: true,
      integrationsUrl: '/integrations', showIntegrationsLink: false,
    };
    expect(normalizeAddonConfiguration({ ...config, extra: 1 })).toEqual(config);
  });

  it('drops wrong-typed fields, so a link stays hidden', () => {
    expect(normalizeAddonConfiguration({ showAddonStoreLink: 'true', addonStoreUrl: 4 })).toEqual({});
    expect(normalizeAddonConfiguration('x')).toEqual({});
  });
});
