// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderWithNav } from '../../../test/renderWithNav.tsx';
import { createTestEnv } from '../../../test/testEnv.ts';
import type { WindowLike } from 'dompurify';
import { safeTemplateMaker } from '../../core/template/makeTemplateSafe.ts';
import { createTemplateSanitizer, type TemplateSanitizer } from '../../core/template/sanitizeTemplate.ts';
import { compileCached } from './compiledTemplateCache.ts';
import { TemplateRenderContext, type TemplateRender } from './TemplateRenderContext.tsx';
import { TemplateView } from './TemplateView.tsx';

const FALLBACK = '<div data-testid="default">default</div>';

/** A live render whose templates are made safe with `sanitize`. */
function liveRenderWith(sanitize: TemplateSanitizer): TemplateRender {
  const makeSafe = safeTemplateMaker(sanitize);
  return { markup: false, compile: (template, marketUrl, runtimeTemplate) => compileCached(template, marketUrl, runtimeTemplate, { makeSafe }) };
}

it("template parse failure logs 'Unable to parseTpl' and the default template renders", () => {
  const real = createTemplateSanitizer(window as unknown as WindowLike);
  // A sanitizer that cannot parse this one partner template, as a malformed one would fail.
  const sanitize: TemplateSanitizer = (template, options) => {
    if (template.includes('unparsable')) throw new Error('parse failed');
    return real(template, options);
  };
  const env = createTestEnv();
  renderWithNav(
    <TemplateRenderContext.Provider value={liveRenderWith(sanitize)}>
      <TemplateView name="headerIn" fallback={FALLBACK} template={'<div class="unparsable">partner</div>'} />
    </TemplateRenderContext.Provider>,
    { env },
  );
  expect(screen.getByTestId('default')).toBeTruthy();
  expect(env.errors.map(([message]) => message)).toEqual(['Unable to parseTpl']);
});

it('a template nested 4000 deep, a token at the bottom, is never parsed: a warning names the bound and the default renders', () => {
  const sanitize = vi.fn(createTemplateSanitizer(window as unknown as WindowLike));
  const env = createTestEnv();
  const deep = `<header>${'<div>'.repeat(4000)}{{logo}}${'</div>'.repeat(4000)}</header>`;
  renderWithNav(
    <TemplateRenderContext.Provider value={liveRenderWith(sanitize)}>
      <TemplateView name="headerIn" fallback={FALLBACK} template={deep} />
    </TemplateRenderContext.Provider>,
    { env },
  );
  expect(screen.getByTestId('default')).toBeTruthy();
  expect(env.warnings.map(([message]) => message)).toEqual(['Template headerIn: more than 256 levels of nesting (line 1), beyond the bounds of a template; the default renders instead']);
  expect(env.errors).toEqual([]);
  // Only the default went through the sanitizer.
  expect(sanitize.mock.calls.map(([template]) => template)).not.toContainEqual(expect.stringContaining('<div><div>'));
});
