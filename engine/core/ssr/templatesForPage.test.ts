import { describe, expect, it } from 'vitest';
import type { TemplateSet } from '../wire/marketTypes.ts';
import { templatesForPage } from './templatesForPage.ts';

const set: TemplateSet = {
  templates: {
    headerIn: '<header>in</header>', headerOut: '<header>out</header>', headerSso: '<header>sso</header>',
    headerCheckout: '<header>checkout</header>', footer: '<footer>f</footer>', css: '.a{}', cssHeader: '.b{}',
  },
  translations: { hello: 'Hello' },
  assets: { logos: { main: { url: '/logo.svg' } } },
};
const EVERY_ROOT = ['header', 'footer', 'search'];

describe("what a page's data carries of the template set", () => {
  it("the header's layout and the footer when the server rendered every root; the rest is listed as left out", () => {
    expect(templatesForPage(set, 'headerIn', EVERY_ROOT)).toEqual({
      templateSet: { templates: { headerIn: '<header>in</header>', footer: '<footer>f</footer>' }, translations: {}, assets: {} },
      omitted: ['headerOut', 'headerSso', 'headerCheckout', 'css', 'cssHeader'],
    });
    expect(templatesForPage(set, 'headerOut', EVERY_ROOT).templateSet.templates).toEqual({ headerOut: '<header>out</header>', footer: '<footer>f</footer>' });
  });

  it('the partner CSS of a root the server did not render, which the browser then styles itself', () => {
    expect(Object.keys(templatesForPage(set, 'headerOut', ['header', 'footer']).templateSet.templates)).toEqual(['headerOut', 'footer', 'css']);
    expect(Object.keys(templatesForPage(set, 'headerOut', ['footer', 'search']).templateSet.templates)).toEqual(['headerOut', 'footer', 'css', 'cssHeader']);
  });

  it('lists only keys the set has: a slot it leaves to the default is no key left out', () => {
    expect(templatesForPage({ templates: { headerIn: 'x' }, translations: {}, assets: {} }, 'headerIn', EVERY_ROOT).omitted).toEqual([]);
    expect(templatesForPage({ templates: { headerIn: 'x' }, translations: {}, assets: {} }, 'headerOut', EVERY_ROOT)).toEqual({
      templateSet: { templates: {}, translations: {}, assets: {} }, omitted: ['headerIn'],
    });
  });
});
