import { expect, it } from 'vitest';
import { resellerLines } from './scopeProductLines.ts';
import { submitRoute, type SubmitContext } from './submitRoute.ts';

const base: SubmitContext = {
  scope: 'marketplace',
  pathname: '/home',
  search: '',
  marketUrl: 'https://market.example.com',
  storefrontBuilder: false,
  resellerLines: null,
  hostHandles: { marketplace: false, apps: false },
};

it('marketplace search goes to {market}/listing?q= with the list hash', () => {
  expect(submitRoute('project tools', base)).toEqual({
    kind: 'assign',
    url: 'https://market.example.com/listing?q=project%20tools#!/list/page/1/search=project%20tools',
  });
});

it('on a listing or product-line page marketplace search sets the list hash', () => {
  expect(submitRoute('crm', { ...base, pathname: '/listing' })).toEqual({ kind: 'hash', hash: '#!/list/page/1/search=crm' });
  expect(submitRoute('crm', { ...base, pathname: '/productLines/1140' })).toEqual({ kind: 'hash', hash: '#!/list/page/1/search=crm' });
});

it('on a storefront-builder site it goes to the listing with q, dropping page and pl', () => {
  const route = submitRoute('crm & erp', { ...base, storefrontBuilder: true, search: '?cat=12&page=3&pl=1140&q=old' });
  expect(route).toEqual({ kind: 'assign', url: 'https://market.example.com/listing?cat=12&q=crm%20%26%20erp' });
});

it('apps search goes to {market}/appwise/search/{query}', () => {
  expect(submitRoute('invoice march', { ...base, scope: 'all', marketUrl: 'https://market.example.com/' })).toEqual({
    kind: 'assign',
    url: 'https://market.example.com/appwise/search/invoice%20march',
  });
});

it('the host page may override both default handlers', () => {
  const hostHandles = { marketplace: true, apps: true };
  expect(submitRoute('crm', { ...base, hostHandles })).toEqual({ kind: 'host', handler: 'marketplace' });
  expect(submitRoute('crm', { ...base, scope: 'all', hostHandles })).toEqual({ kind: 'host', handler: 'apps' });
});

it('reseller searches go to /en-US/listing with q and one pl per product line', () => {
  const lines = resellerLines({ domain: 'reseller' }, 'production');
  const reseller = { ...base, resellerLines: lines, pathname: '/listing' };
  expect(submitRoute('fire wall', reseller)).toEqual({
    kind: 'assign',
    url: 'https://market.example.com/en-US/listing?q=fire%20wall&pl=1140&pl=1144&pl=1141&pl=1147&pl=1150&pl=1152&pl=1153',
  });
  expect(submitRoute('msp', { ...reseller, scope: 'providers' })).toEqual({
    kind: 'assign',
    url: 'https://market.example.com/en-US/listing?q=msp&pl=1158',
  });
  expect(submitRoute('msp', { ...reseller, scope: 'advisors' })).toEqual({
    kind: 'assign',
    url: 'https://market.example.com/en-US/listing?q=msp&pl=1156',
  });
});

it('reads a marketplace URL with 300,000 slashes inside in one pass', () => {
  const market = `https://market.example.com${'/'.repeat(300_000)}sub`;
  expect(submitRoute('zoom', { ...base, scope: 'all', marketUrl: `${market}/` })).toEqual({ kind: 'assign', url: `${market}/appwise/search/zoom` });
});
