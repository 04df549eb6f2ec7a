import { expect, it } from 'vitest';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { searchConfigOf } from './searchConfigOf.ts';

const myapps = { content: [{ name: 'Appwise', universalNavigatorProductType: 'APPWISE' }, { name: 'Insight', universalNavigatorProductType: 'APPINSIGHT' }] };

it('Appwise/Appinsight search filter only when those product types exist in My Apps and merchant navigation is not enabled', () => {
  expect(searchConfigOf(createTestNavContext({ bootstrap: { myapps } })).capabilities).toEqual(['appwise', 'appinsights']);
  expect(searchConfigOf(createTestNavContext({ bootstrap: { myapps: { content: [myapps.content[1]!] } } })).capabilities).toEqual(['appinsights']);
  expect(searchConfigOf(createTestNavContext({ bootstrap: {} })).capabilities).toEqual([]);
  expect(searchConfigOf(createTestNavContext({ bootstrap: { myapps }, settings: { merchantNavEnabled: true } })).capabilities).toEqual([]);
});

it('capabilities the host page names win over the derived ones', () => {
  const nav = createTestNavContext({ bootstrap: { myapps }, config: { search: { capabilities: ['appwise'] } } });
  expect(searchConfigOf(nav).capabilities).toEqual(['appwise']);
});

it('the marketplace is filled in; the target stays out of the widget config', () => {
  const config = searchConfigOf(createTestNavContext({ config: { search: { target: '#adsearch', hideOnEmpty: true } } }));
  expect(config).toEqual({ domain: 'market.example.com', marketUrl: 'https://market.example.com', storefrontBuilder: false, hideOnEmpty: true, capabilities: [] });
});
