/**
 * What this proves: a host's config is checked by the compiler, search options included. A wrong
 * option of `search` (a wrong type, a misspelt key) fails to compile, as a wrong top-level field
 * does, through the names the package exports.
 *
 * It runs in `npm run typecheck` (tsconfig.test.json takes test/), never as a test. Each
 * `@ts-expect-error` stands over a line that must not compile: if a looser type let it through
 * (`search` as `Record<string, unknown>`, as it once was), the directive would be unused, and an
 * unused `@ts-expect-error` is itself an error, so the typecheck fails.
 */
import type { mount, NavConfig, NavSearchConfig, SearchWidgetProps, UniversalRootProps } from '../../runtime/index.ts';

const marketUrl = 'https://market.example.com';

// The correct forms compile: every kind of search option, in the config and on its own.
export const correct: NavConfig = {
  marketUrl,
  mode: 'preview',
  header: { target: '#unav-header' },
  search: {
    target: '#adsearch',
    hideOnEmpty: true,
    defaultFilter: 'marketplace',
    customSearchQuery: () => null,
    productLineNames: { '42': 'Cloud' },
    providersLine: { test: 1019, production: 1158 },
    onAppsSearch: (query) => console.info(query),
  },
};
export const searchOnly: NavSearchConfig = { customSearchQuery: 'crm', focusOnLoad: false };
export const mountArgument: Parameters<typeof mount>[0] = { marketUrl, search: { hideOnEmpty: false } };
export const headerProps: UniversalRootProps = { config: correct };
export const widgetProps: SearchWidgetProps = { config: { domain: 'market.example.com', hideOnEmpty: true } };

export const wrongType: NavConfig = {
  marketUrl,
  search: {
    // @ts-expect-error hideOnEmpty is a boolean, not the string 'yes'
    hideOnEmpty: 'yes',
  },
};

export const misspeltKey: NavConfig = {
  marketUrl,
  search: {
    // @ts-expect-error hideOnEmty: no such search option (an object literal has no excess keys)
    hideOnEmty: true,
  },
};

export const halfPerEnvironment: NavConfig = {
  marketUrl,
  search: {
    // @ts-expect-error a per-environment option names both environments
    providersLine: { test: 1019 },
  },
};

export const wrongQueryProvider: NavConfig = {
  marketUrl,
  search: {
    // @ts-expect-error customSearchQuery is a string or a function giving one
    customSearchQuery: 42,
  },
};

export const wrongInMount: Parameters<typeof mount>[0] = {
  marketUrl,
  // @ts-expect-error mount() takes a NavConfig: `serach` is no field of it
  serach: { hideOnEmpty: true },
};

export const wrongMode: NavConfig = {
  marketUrl,
  // @ts-expect-error mode is 'published' or 'preview'
  mode: 'draft',
};

export const wrongWidgetConfig: SearchWidgetProps = {
  config: {
    domain: 'market.example.com',
    // @ts-expect-error the widget's config takes the same search options
    hideOnEmpty: 'yes',
  },
};
