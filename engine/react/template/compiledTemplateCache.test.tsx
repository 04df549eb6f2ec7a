// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { TemplateSanitizer } from '../../core/template/sanitizeTemplate.ts';
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
