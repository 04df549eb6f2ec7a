import { describe, expect, it } from 'vitest';
import { createTestEnv } from '../../test/testEnv.ts';
import { createMountedSearchState, createSearchSetup } from './searchSetup.ts';
import { standInBar } from './standInBar.ts';
import type { SearchConfig } from './types.ts';

const MARKET = { domain: 'market.example.com', marketUrl: 'https://market.example.com' };

/** Configs and pages whose mount differs: capabilities, a default filter, the reseller hosts with a page pl, a hash query. */
const CASES: { name: string; config: SearchConfig; url?: string; custom?: { searchQuery?: string } }[] = [
  { name: 'marketplace only', config: MARKET },
  { name: 'a search capability', config: { ...MARKET, capabilities: ['appwise'] } },
  { name: 'a default filter', config: { ...MARKET, capabilities: ['appinsights'], defaultFilter: 'marketplace' } },
  { name: 'reseller host with a product line', config: MARKET, url: 'https://marketplace.appsmart.com/listing?pl=996' },
  { name: 'a search in the hash', config: MARKET, url: 'https://market.example.com/listing#!search=payroll' },
];

describe('the stand-in bar is the widget at mount, closed', () => {
  it.each(CASES)('$name', ({ config, url }) => {
    const env = createTestEnv(url ? { url } : {});
    const widget = createMountedSearchState(config, env, createSearchSetup(config, env).lines);
    expect(standInBar(config, env)).toEqual({ scopes: widget.scopes, scope: widget.filterValue, query: widget.searchQuery });
  });
});

it('the cases above give different bars, so each compares something', () => {
  const bars = CASES.map(({ config, url }) => JSON.stringify(standInBar(config, createTestEnv(url ? { url } : {}))));
  expect(new Set(bars).size).toBeGreaterThanOrEqual(4);
});
