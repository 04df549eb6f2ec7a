import { expect, it } from 'vitest';
import customer from '../../../fixtures/personas/customer.json';
import type { BootstrapContext } from '../wire/marketTypes.ts';
import { createTestEnv } from '../../../test/testEnv.ts';
import { composePreviewData } from './composePreviewData.ts';

const maya = customer.bootstrap as BootstrapContext;
const PAGE = 'https://editor.example.com';

it('is a visitor of the page\'s marketplace when no bootstrap or marketplace is given', () => {
  const { nav, templateSet } = composePreviewData(createTestEnv(), {}, PAGE);
  expect(nav.user.state).toBe('loggedout');
  expect(nav.template).toBe('headerOut');
  expect(nav.config.marketUrl).toBe(PAGE);
  expect(templateSet.templates).toEqual({});
});

it('shows the given user live (nothing withheld) in the layout the runtime would choose', () => {
  const { nav } = composePreviewData(createTestEnv(), { bootstrap: maya }, PAGE);
  expect(nav.user.state).toBe('loggedin');
  expect(nav.userPending).not.toBe(true);
  expect(nav.template).toBe('headerIn');
});

it('takes the layout, templates, theme and translations from the options', () => {
  const { nav, templateSet } = composePreviewData(createTestEnv(), {
    bootstrap: maya,
    layout: 'headerCheckout',
    templates: { headerCheckout: '<header>checkout</header>', css: '.a{}' },
    theme: { globalStyles: { headerNavBg: { value: '#112233', type: 'color' } } },
    translations: { 'unav.login': 'Entrer' },
  }, PAGE);
  expect(nav.template).toBe('headerCheckout');
  expect(templateSet.templates).toEqual({ headerCheckout: '<header>checkout</header>', css: '.a{}' });
  expect(Object.values(nav.theme?.variables ?? {})).toContain('#112233');
  expect(nav.t('unav.login')).toBe('Entrer');
});
