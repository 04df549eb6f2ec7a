// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { recordedSanitizer } from '../../../test/recordedSanitizer.ts';
import { templateSetCache } from '../../core/ssr/templateSetCache.ts';
import { TemplateBoundsError } from '../../core/template/templateBoundsError.ts';
import { clearCompiledTemplates, compileCached } from './compiledTemplateCache.ts';
import { clearMarkupTemplates, compileMarkupCached } from './markupTemplateCache.ts';

const MARKET = 'https://market.example.com';
const TEMPLATE = '<header><a href="/home">Home</a> {{logo}}</header>';

beforeEach(() => {
  clearCompiledTemplates();
  clearMarkupTemplates();
});

describe('markup trees (a server render and its hydration)', () => {
  it('compiles a template once and hands back the very same tree; another marketplace or trust is another tree', () => {
    const { steps, makeSafe } = recordedSanitizer();
    const first = compileMarkupCached(TEMPLATE, MARKET, makeSafe, false);
    expect(compileMarkupCached(`${TEMPLATE}`, MARKET, makeSafe, false)).toBe(first);
    expect(steps).toEqual(['sanitize']);
    expect(compileMarkupCached(TEMPLATE, 'https://other.example.org', makeSafe, false)).not.toBe(first);
    expect(compileMarkupCached(TEMPLATE, MARKET, makeSafe, true)).not.toBe(first);
    // Nor is a live tree a markup tree.
    expect(compileCached(TEMPLATE, MARKET, false, { makeSafe })).not.toBe(first);
    expect(steps).toHaveLength(4);
  });

  it('keeps its trees in the bytes-bounded templateSetCache, not among the live ones', () => {
    const { makeSafe } = recordedSanitizer();
    compileMarkupCached(TEMPLATE, MARKET, makeSafe, false);
    expect(templateSetCache.size).toBe(1);
    expect(templateSetCache.bytes).toBeGreaterThan(TEMPLATE.length);
  });

  it('refuses a template beyond the bounds each time, measuring it once', () => {
    const { steps, makeSafe } = recordedSanitizer();
    const deep = `<header>${'<div>'.repeat(300)}x${'</div>'.repeat(300)}</header>`;
    expect(() => compileMarkupCached(deep, MARKET, makeSafe, false)).toThrow(TemplateBoundsError);
    expect(() => compileMarkupCached(deep, MARKET, makeSafe, false)).toThrow(TemplateBoundsError);
    expect(steps).toEqual([]);
    expect(templateSetCache.size).toBe(1);
  });

  it('keeps nothing of a template that fails, which fails again where its caller reports it', () => {
    const { makeSafe } = recordedSanitizer();
    expect(() => compileMarkupCached('<div class="unparsable"></div>', MARKET, makeSafe, false)).toThrow('parse failed');
    expect(templateSetCache.size).toBe(0);
    expect(() => compileMarkupCached('<div class="unparsable"></div>', MARKET, makeSafe, false)).toThrow('parse failed');
  });
});
