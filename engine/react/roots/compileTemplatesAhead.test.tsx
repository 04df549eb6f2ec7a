// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import type { HeaderData } from '../../core/load/loadHeaderData.ts';
import { createTestEnv } from '../../../test/testEnv.ts';
import { clearCompiledTemplates, compileCached } from '../template/compiledTemplateCache.ts';
import { loadPageSafety } from '../template/templateSafety.ts';
import type { NavComposition } from './composition.ts';
import { compileTemplatesAhead } from './compileTemplatesAhead.ts';

const DEFAULTS = {
  headerIn: '<header data-default="in">{{logo}}</header>',
  headerOut: '<header data-default="out">{{logo}}</header>',
  headerSso: '<header data-default="sso"></header>',
  headerCheckout: '<header data-default="checkout"></header>',
  footer: '<footer data-default="footer"></footer>',
};
const composition = { templates: DEFAULTS } as unknown as NavComposition;
const MARKET = 'https://market.example.com';

function headerData(templates: HeaderData['templateSet']['templates']): HeaderData {
  return { nav: createTestNavContext({ template: 'headerIn' }), templateSet: { templates, translations: {}, assets: {} } };
}

/** Whether a render would find `template` compiled: compiling it again parses nothing. */
function isKept(template: string, runtimeTemplate: boolean): boolean {
  const parse = vi.spyOn(document.implementation, 'createHTMLDocument');
  try {
    compileCached(template, MARKET, runtimeTemplate, {});
    return parse.mock.calls.length === 0;
  } catch {
    return false;
  } finally {
    parse.mockRestore();
  }
}

const env = createTestEnv();
beforeEach(async () => {
  clearCompiledTemplates();
  await loadPageSafety();
});

describe('compileTemplatesAhead', () => {
  it("compiles the header's slot and the footer of the roots placed, the partner's where given, else the default", async () => {
    const partnerHeader = '<header data-partner="in">{{logo}}</header>';
    let pauses = 0;
    await compileTemplatesAhead(env, headerData({ headerIn: partnerHeader }), composition, ['header', 'footer', 'search'], async () => void pauses++);
    expect(isKept(partnerHeader, false)).toBe(true);
    expect(isKept(DEFAULTS.footer, true)).toBe(true);
    expect(isKept(DEFAULTS.headerIn, true)).toBe(false);
    expect(isKept(DEFAULTS.headerOut, true)).toBe(false);
    // A pause before each sanitize and each compile.
    expect(pauses).toBe(4);
  });

  it('only the roots placed: no footer root, no footer compiled', async () => {
    await compileTemplatesAhead(env, headerData({}), composition, ['header'], async () => undefined);
    expect(isKept(DEFAULTS.headerIn, true)).toBe(true);
    expect(isKept(DEFAULTS.footer, true)).toBe(false);
  });

  it("a partner template that cannot be compiled: the slot's default is compiled instead", async () => {
    const huge = `<header>${'<div>'.repeat(5000)}</header>`;
    await compileTemplatesAhead(env, headerData({ headerIn: huge, footer: DEFAULTS.footer }), composition, ['header', 'footer'], async () => undefined);
    expect(isKept(DEFAULTS.headerIn, true)).toBe(true);
    expect(isKept(DEFAULTS.footer, true)).toBe(true);
  });
});
