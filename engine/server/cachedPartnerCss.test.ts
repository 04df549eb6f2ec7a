import { beforeEach, describe, expect, it } from 'vitest';
import { partnerCssRootSelector } from '../core/css/partnerCssRootSelector.ts';
import { PARTNER_CSS_LIMIT } from '../core/css/limitCssText.ts';
import { templateSetCache } from '../core/ssr/templateSetCache.ts';
import { cachedPartnerCss } from './cachedPartnerCss.ts';
import { partnerCssOfRoots } from './partnerCssOfRoots.ts';

const MARKET = 'https://market.example.com';
const CDN = 'https://cdn.example.net';
const templates = { css: `.acme-link { color: red } .logo { background: url(${CDN}/logo.png) }`, cssHeader: '.acme-bar { background: blue }' };
const KINDS = ['header', 'footer', 'search'];

beforeEach(() => templateSetCache.clear());

describe('partner CSS kept per content and policy', () => {
  it('is what partnerCssOfRoots writes, cold and warm', () => {
    const cold = cachedPartnerCss(KINDS, { templates, marketUrl: MARKET });
    expect(cold).toBe(partnerCssOfRoots(KINDS, { templates, marketUrl: MARKET }));
    expect(templateSetCache.size).toBe(1);
    expect(cachedPartnerCss(KINDS, { templates: { ...templates }, marketUrl: MARKET })).toBe(cold);
    expect(templateSetCache.size).toBe(1);
  });

  it('is derived anew when the text, the allowed origins or the roots change', () => {
    const plain = cachedPartnerCss(KINDS, { templates, marketUrl: MARKET });
    expect(plain).not.toContain(CDN);
    expect(cachedPartnerCss(KINDS, { templates, marketUrl: MARKET, assetOrigins: [CDN] })).toContain(`${CDN}/logo.png`);
    expect(cachedPartnerCss(KINDS, { templates: { ...templates, cssHeader: '.acme-bar { background: green }' }, marketUrl: MARKET })).toContain('green');
    const footerOnly = cachedPartnerCss(['footer'], { templates, marketUrl: MARKET });
    expect(footerOnly).toContain(partnerCssRootSelector('footer'));
    expect(footerOnly).not.toContain(partnerCssRootSelector('header'));
    expect(templateSetCache.size).toBe(4);
  });

  it('tells the warnings the CSS drew on every render, from the cache too', () => {
    const long = { css: `.a { color: red }${' '.repeat(PARTNER_CSS_LIMIT)}` };
    for (let render = 0; render < 2; render++) {
      const warnings: string[] = [];
      cachedPartnerCss(KINDS, { templates: long, marketUrl: MARKET, warn: (message) => warnings.push(message) });
      expect(warnings, `render ${render}`).toHaveLength(KINDS.length);
      expect(warnings[0]).toContain(`only the first ${PARTNER_CSS_LIMIT}`);
    }
  });

  it('keeps nothing for a set without partner CSS', () => {
    expect(cachedPartnerCss(KINDS, { templates: {}, marketUrl: MARKET })).toBe('');
    expect(cachedPartnerCss(['footer'], { templates: { cssHeader: '.a{}' }, marketUrl: MARKET })).toBe('');
    expect(templateSetCache.size).toBe(0);
  });
});
