import { builtInTexts } from '../engine/core/translations/builtInTexts.ts';
import { createTranslator } from '../engine/core/translations/createTranslator.ts';
import type { NavContext, NavUser } from '../engine/core/context/navContext.ts';

type Overrides = Partial<Omit<NavContext, 'user' | 'config'>> & {
  user?: Partial<NavUser>;
  config?: Partial<NavContext['config']>;
};

/** A signed-in customer on the default marketplace; tests override what their rule reads. */
export function createTestNavContext(overrides: Overrides = {}): NavContext {
  const { user, config, ...rest } = overrides;
  const texts = { ...builtInTexts };
  return {
    config: {
      marketUrl: 'https://market.example.com',
      apiUrl: 'https://market.example.com',
      partner: 'APPDIRECT',
      mode: 'published',
      locale: 'en-US',
      cache: true,
      ...config,
    },
    bootstrap: {},
    settings: { capabilities: ['CUSTOMER_APPLICATION_MANAGEMENT'], marketplaceName: 'Example Market' },
    user: {
      state: 'loggedin',
      id: 'user-1',
      companyId: 'company-1',
      name: 'Ada Lovelace',
      firstName: 'Ada',
      email: 'ada@example.com',
      roles: ['USER'],
      impersonated: false,
      ...user,
    },
    capabilities: ['CUSTOMER_APPLICATION_MANAGEMENT'],
    memberships: [],
    flags: {
      replace_mp_manager_dasboard: false,
      replace_mp_manager_dasboard_for_non_selfserve: false,
      program_manager_enabled: false,
      quotes_enable_quote_version_details_new_design: false,
    },
    addons: {},
    template: 'headerIn',
    navigation: 'standard',
    displayMode: 'published',
    t: createTranslator(texts, config?.locale ?? 'en-US'),
    ...rest,
  };
}
