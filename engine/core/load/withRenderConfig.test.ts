import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { loadIdentity } from '../config/renderOnlyConfig.ts';
import { createEmptyTemplateSet } from '../templateSet/normalizeTemplateSet.ts';
import { withRenderConfig } from './withRenderConfig.ts';

const MARKET = 'https://market.example.com';

it('render-only fields come from the latest config; the rest stays as loaded', () => {
  const data = { nav: createTestNavContext(), templateSet: createEmptyTemplateSet() };
  const loadedLocale = data.nav.config.locale;
  const next = withRenderConfig(data, { marketUrl: MARKET, locale: 'fr-CA', isPositionFixed: true, cache: false });
  expect(next.nav.config.isPositionFixed).toBe(true);
  expect(next.nav.config.cache).toBe(false);
  expect(next.nav.config.locale).toBe(loadedLocale);
  expect(next.templateSet).toBe(data.templateSet);
});

it('the same data when no render-only field differs', () => {
  const data = { nav: createTestNavContext(), templateSet: createEmptyTemplateSet() };
  expect(withRenderConfig(data, { ...data.nav.config })).toBe(data);
});

it('the load identity leaves out the render-only fields only', () => {
  const target = { target: '#adsearch' };
  expect(loadIdentity({ marketUrl: MARKET, locale: 'fr-CA', token: 't', header: target, search: target, isPositionFixed: true, cache: false, mock: true }))
    .toEqual({ marketUrl: MARKET, locale: 'fr-CA', token: 't' });
});
