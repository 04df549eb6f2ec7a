// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { templateSetCache } from '../../core/ssr/templateSetCache.ts';
import type { TemplateSanitizer } from '../../core/template/sanitizeTemplate.ts';
import { TemplateBoundsError } from '../../core/template/templateBounds.ts';
import { MAX_TEMPLATE_LENGTH } from '../../core/templateSet/templateSizeLimit.ts';
import { clearCompiledTemplates, compileAhead, compileCached } from './compiledTemplateCache.ts';
import { getTemplateSanitizer } from './getTemplateSanitizer.ts';

const MARKET = 'https://market.example.com';
const TEMPLATE = '<header><a href="/home">Home</a> {{logo}}</header>';

/** The page's sanitizer, recording each call and the steps of compileAhead around it. */
function recorded() {
  const steps: string[] = [];
  const real = getTemplateSanitizer();
  const sanitize: TemplateSanitizer = (template, options) => {
    steps.push('sanitize');
    if (template.includes('unparsable')) throw new Error('parse failed');
    return real(template, options);
  };
  const pause = async () => void steps.push('pause');
  return { steps, sanitize, pause };
}

beforeEach(() => clearCompiledTemplates());

describe('compileAhead', () => {
  it('sanitizes and compiles in tasks of their own; the render then finds the tree and sanitizes nothing', async () => {
    const { steps, sanitize, pause } = recorded();
    await expect(compileAhead(TEMPLATE, MARKET, sanitize, false, pause)).resolves.toBe(true);
    expect(steps).toEqual(['pause', 'sanitize', 'pause']);
    const first = compileCached(TEMPLATE, MARKET, sanitize, false);
    expect(compileCached(TEMPLATE, MARKET, sanitize, false)).toBe(first);
    expect(steps.filter((step) => step === 'sanitize')).toHaveLength(1);
  });

  it('a template kept already costs no pause', async () => {
    const { steps, sanitize, pause } = recorded();
    const kept = compileCached(TEMPLATE, MARKET, sanitize, true);
    steps.length = 0;
    await expect(compileAhead(TEMPLATE, MARKET, sanitize, true, pause)).resolves.toBe(true);
    expect(steps).toEqual([]);
    expect(compileCached(TEMPLATE, MARKET, sanitize, true)).toBe(kept);
  });

  it('keeps the tree a render compiled while it paused', async () => {
    const { sanitize } = recorded();
    let rendered: ReturnType<typeof compileCached> | undefined;
    const renderDuringPause = async () => {
      rendered ??= compileCached(TEMPLATE, MARKET, sanitize, false);
    };
    await compileAhead(TEMPLATE, MARKET, sanitize, false, renderDuringPause);
    expect(compileCached(TEMPLATE, MARKET, sanitize, false)).toBe(rendered);
  });

  it('leaves a template beyond the bounds, or one that fails, to the render, which reports it', async () => {
    const { steps, sanitize, pause } = recorded();
    const huge = `<div>${'x'.repeat(MAX_TEMPLATE_LENGTH)}</div>`;
    await expect(compileAhead(huge, MARKET, sanitize, false, pause)).resolves.toBe(false);
    expect(steps).not.toContain('sanitize');
    await expect(compileAhead('<div class="unparsable"></div>', MARKET, sanitize, false, pause)).resolves.toBe(false);
    expect(() => compileCached('<div class="unparsable"></div>', MARKET, sanitize, false)).toThrow('parse failed');
  });
});

describe('markup trees (a server render and its hydration)', () => {
  it('compiles a template once and hands back the very same tree; another marketplace or trust is another tree', () => {
    const { steps, sanitize } = recorded();
    const first = compileCached(TEMPLATE, MARKET, sanitize, false, true);
    expect(compileCached(`${TEMPLATE}`, MARKET, sanitize, false, true)).toBe(first);
    expect(steps).toEqual(['sanitize']);
    expect(compileCached(TEMPLATE, 'https://other.example.org', sanitize, false, true)).not.toBe(first);
    expect(compileCached(TEMPLATE, MARKET, sanitize, true, true)).not.toBe(first);
    // Nor is a live tree a markup tree.
    expect(compileCached(TEMPLATE, MARKET, sanitize, false)).not.toBe(first);
    expect(steps).toHaveLength(4);
  });

  it('keeps its trees in the bytes-bounded templateSetCache, not among the live ones', () => {
    const { sanitize } = recorded();
    compileCached(TEMPLATE, MARKET, sanitize, false, true);
    expect(templateSetCache.size).toBe(1);
    expect(templateSetCache.bytes).toBeGreaterThan(TEMPLATE.length);
  });

  it('refuses a template beyond the bounds each time, measuring it once', () => {
    const { steps, sanitize } = recorded();
    const deep = `<header>${'<div>'.repeat(300)}x${'</div>'.repeat(300)}</header>`;
    expect(() => compileCached(deep, MARKET, sanitize, false, true)).toThrow(TemplateBoundsError);
    expect(() => compileCached(deep, MARKET, sanitize, false, true)).toThrow(TemplateBoundsError);
    expect(steps).toEqual([]);
    expect(templateSetCache.size).toBe(1);
  });

  it('keeps nothing of a template that fails, which fails again where its caller reports it', () => {
    const { sanitize } = recorded();
    expect(() => compileCached('<div class="unparsable"></div>', MARKET, sanitize, false, true)).toThrow('parse failed');
    expect(templateSetCache.size).toBe(0);
    expect(() => compileCached('<div class="unparsable"></div>', MARKET, sanitize, false, true)).toThrow('parse failed');
  });
});
