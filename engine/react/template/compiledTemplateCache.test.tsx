// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { recordedSanitizer } from '../../../test/recordedSanitizer.ts';
import { safeTemplateKey } from '../../core/template/safeTemplateStore.ts';
import { MAX_TEMPLATE_LENGTH } from '../../core/templateSet/templateSizeLimit.ts';
import { clearCompiledTemplates, compileAhead, compileCached, TemplateSafetyPending } from './compiledTemplateCache.ts';

const MARKET = 'https://market.example.com';
const TEMPLATE = '<header><a href="/home">Home</a> {{logo}}</header>';

beforeEach(() => clearCompiledTemplates());

describe('compileAhead', () => {
  it('sanitizes and compiles in tasks of their own; the render then finds the tree and sanitizes nothing', async () => {
    const { steps, makeSafe, pause } = recordedSanitizer();
    await expect(compileAhead(TEMPLATE, MARKET, false, { makeSafe }, pause)).resolves.toBe(true);
    expect(steps).toEqual(['pause', 'sanitize', 'pause']);
    const first = compileCached(TEMPLATE, MARKET, false, { makeSafe });
    expect(compileCached(TEMPLATE, MARKET, false, {})).toBe(first);
    expect(steps.filter((step) => step === 'sanitize')).toHaveLength(1);
  });

  it('a template kept already costs no pause', async () => {
    const { steps, pause } = recordedSanitizer();
    const kept = compileCached(TEMPLATE, MARKET, true, {});
    await expect(compileAhead(TEMPLATE, MARKET, true, {}, pause)).resolves.toBe(true);
    expect(steps).toEqual([]);
    expect(compileCached(TEMPLATE, MARKET, true, {})).toBe(kept);
  });

  it('keeps the tree a render compiled while it paused', async () => {
    const { makeSafe } = recordedSanitizer();
    let rendered: ReturnType<typeof compileCached> | undefined;
    const renderDuringPause = async () => {
      rendered ??= compileCached(TEMPLATE, MARKET, false, { makeSafe });
    };
    await compileAhead(TEMPLATE, MARKET, false, { makeSafe }, renderDuringPause);
    expect(compileCached(TEMPLATE, MARKET, false, { makeSafe })).toBe(rendered);
  });

  it('leaves a template beyond the bounds, one that fails, or one with no way to be made safe yet, to the render, which reports it', async () => {
    const { steps, makeSafe, pause } = recordedSanitizer();
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
    const { steps } = recordedSanitizer();
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
  it("a partner template's tree carries its sanitized form; a view without the sanitizer renders that form", () => {
    const { makeSafe, steps } = recordedSanitizer();
    const { safeForm } = compileCached(TEMPLATE, MARKET, false, { makeSafe });
    expect(safeForm).toContain('<a href="/home">Home</a>');
    clearCompiledTemplates();
    steps.length = 0;
    const stored = new Map([[safeTemplateKey(TEMPLATE, false), safeForm ?? '']]);
    const recalled = compileCached(TEMPLATE, MARKET, false, { recall: (asked) => stored.get(asked) });
    expect(recalled.tree).toBeTruthy();
    expect(recalled.safeForm).toBe(safeForm);
    expect(steps).toEqual([]);
  });

  it("the runtime's own templates carry no form to store", () => {
    expect(compileCached('<header>{{logo}}</header>', MARKET, true, {}).safeForm).toBeUndefined();
  });

  it('refuses a stored form that the sanitizer could not have made, naming the fault', () => {
    const planted = '<img src="x" onerror="window.__pwned = 1">';
    expect(() => compileCached(TEMPLATE, MARKET, false, { recall: () => planted })).toThrow('stored form refused: attribute onerror');
  });
});
