// @vitest-environment jsdom
import type { WindowLike } from 'dompurify';
import { beforeEach, describe, expect, it } from 'vitest';
import { safeTemplateMaker } from '../../core/template/makeTemplateSafe.ts';
import { safeTemplateKey } from '../../core/template/safeTemplateStore.ts';
import { createTemplateSanitizer, type TemplateSanitizer } from '../../core/template/sanitizeTemplate.ts';
import { MAX_TEMPLATE_LENGTH } from '../../core/templateSet/templateSizeLimit.ts';
import { clearCompiledTemplates, compileAhead, compileCached, TemplateSafetyPending } from './compiledTemplateCache.ts';

const MARKET = 'https://market.example.com';
const TEMPLATE = '<header><a href="/home">Home</a> {{logo}}</header>';

/** The page's sanitizer, recording each call and the steps of compileAhead around it. */
function recorded() {
  const steps: string[] = [];
  const real = createTemplateSanitizer(window as unknown as WindowLike);
  const sanitize: TemplateSanitizer = (template, options) => {
    steps.push('sanitize');
    if (template.includes('unparsable')) throw new Error('parse failed');
    return real(template, options);
  };
  const pause = async () => void steps.push('pause');
  return { steps, makeSafe: safeTemplateMaker(sanitize), pause };
}

beforeEach(() => clearCompiledTemplates());

describe('compileAhead', () => {
  it('sanitizes and compiles in tasks of their own; the render then finds the tree and sanitizes nothing', async () => {
    const { steps, makeSafe, pause } = recorded();
    await expect(compileAhead(TEMPLATE, MARKET, false, { makeSafe }, pause)).resolves.toBe(true);
    expect(steps).toEqual(['pause', 'sanitize', 'pause']);
    const first = compileCached(TEMPLATE, MARKET, false, { makeSafe });
    expect(compileCached(TEMPLATE, MARKET, false, {})).toBe(first);
    expect(steps.filter((step) => step === 'sanitize')).toHaveLength(1);
  });

  it('a template kept already costs no pause', async () => {
    const { steps, pause } = recorded();
    const kept = compileCached(TEMPLATE, MARKET, true, {});
    await expect(compileAhead(TEMPLATE, MARKET, true, {}, pause)).resolves.toBe(true);
    expect(steps).toEqual([]);
    expect(compileCached(TEMPLATE, MARKET, true, {})).toBe(kept);
  });

  it('keeps the tree a render compiled while it paused', async () => {
    const { makeSafe } = recorded();
    let rendered: ReturnType<typeof compileCached> | undefined;
    const renderDuringPause = async () => {
      rendered ??= compileCached(TEMPLATE, MARKET, false, { makeSafe });
    };
    await compileAhead(TEMPLATE, MARKET, false, { makeSafe }, renderDuringPause);
    expect(compileCached(TEMPLATE, MARKET, false, { makeSafe })).toBe(rendered);
  });

  it('leaves a template beyond the bounds, one that fails, or one with no way to be made safe yet, to the render, which reports it', async () => {
    const { steps, makeSafe, pause } = recorded();
    const huge = `<div>${'x'.repeat(MAX_TEMPLATE_LENGTH)}</div>`;
    await expect(compileAhead(huge, MARKET, false, { makeSafe }, pause)).resolves.toBe(false);
    expect(steps).not.toContain('sanitize');
    await expect(compileAhead('<div class="unparsable"></div>', MARKET, false, { makeSafe }, pause)).resolves.toBe(false);
    expect(() => compileCached('<div class="unparsable"></div>', MARKET, false, { makeSafe })).toThrow('parse failed');
    await expect(compileAhead(TEMPLATE, MARKET, false, {}, pause)).resolves.toBe(false);
  });
});

describe('the runtime templates and the sanitizer', () => {
  it("parses the runtime's own template without the sanitizer", () => {
    const { steps } = recorded();
    const { tree } = compileCached('<header class="unav-header">{{logo}}</header>', MARKET, true, {});
    expect(tree).toBeTruthy();
    expect(steps).toEqual([]);
  });

  it("a partner template waits (TemplateSafetyPending) while neither the sanitizer nor a stored form is there", () => {
    expect(() => compileCached(TEMPLATE, MARKET, false, {})).toThrow(TemplateSafetyPending);
    expect(() => compileCached(TEMPLATE, MARKET, false, { recall: () => undefined })).toThrow('no stored form');
  });
});

describe('stored sanitized forms', () => {
  it('compileAhead hands each partner template\'s sanitized form to remember, under its key; a view without the sanitizer renders it', async () => {
    const { makeSafe, steps, pause } = recorded();
    const stored = new Map<string, string>();
    const remember = (key: string, html: string) => void stored.set(key, html);
    // A render compiled it first: compileAhead, after the frame, still hands its form on.
    compileCached(TEMPLATE, MARKET, false, { makeSafe, remember });
    expect(stored.size).toBe(0);
    await compileAhead(TEMPLATE, MARKET, false, { makeSafe, remember }, pause);
    const key = safeTemplateKey(TEMPLATE, false);
    expect([...stored.keys()]).toEqual([key]);
    expect(stored.get(key)).toContain('<a href="/home">Home</a>');
    clearCompiledTemplates();
    steps.length = 0;
    const { tree } = compileCached(TEMPLATE, MARKET, false, { recall: (asked) => stored.get(asked) });
    expect(tree).toBeTruthy();
    expect(steps).toEqual([]);
  });

  it('stores nothing of the runtime\'s own templates', async () => {
    const { pause } = recorded();
    const stored: string[] = [];
    await compileAhead('<header>{{logo}}</header>', MARKET, true, { remember: (key) => void stored.push(key) }, pause);
    expect(stored).toEqual([]);
  });

  it('refuses a stored form that the sanitizer could not have made, naming the fault', () => {
    const planted = '<img src="x" onerror="window.__pwned = 1">';
    expect(() => compileCached(TEMPLATE, MARKET, false, { recall: () => planted })).toThrow('stored form refused: attribute onerror');
  });
});
