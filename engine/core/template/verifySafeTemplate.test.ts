// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import type { WindowLike } from 'dompurify';
import { describe, expect, it } from 'vitest';
import { findUnsafe, loadXssVectors } from '../../../test/xssCorpus.ts';
import { markTokens } from './markTokens.ts';
import { createTemplateSanitizer } from './sanitizeTemplate.ts';
import { verifySafeTemplate } from './verifySafeTemplate.ts';

const sanitize = createTemplateSanitizer(window as unknown as WindowLike);
const vectors = loadXssVectors();
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** What the sanitizer makes of a partner template, as the store keeps it; undefined where it fails (nothing is stored). */
const storedForm = (template: string) => {
  try {
    return sanitize(markTokens(template)).root.innerHTML;
  } catch {
    return undefined;
  }
};

const refusal = (html: string, runtimeTemplate = false) => {
  const verified = verifySafeTemplate(html, document, runtimeTemplate);
  return 'refused' in verified ? verified.refused : undefined;
};

const partnerTemplates = readdirSync('fixtures/partners').flatMap((partner) =>
  readdirSync(`fixtures/partners/${partner}`)
    .filter((file) => file.endsWith('.html'))
    .map((file) => [`${partner}/${file}`, readFileSync(`fixtures/partners/${partner}/${file}`, 'utf8')] as const),
);

describe('verifySafeTemplate accepts what the sanitizer makes', () => {
  it.each(partnerTemplates)('the fixture template %s, node for node, with its token nodes', (_name, template) => {
    const marked = markTokens(template);
    const sanitized = sanitize(marked);
    const verified = verifySafeTemplate(sanitized.root.innerHTML, document);
    if ('refused' in verified) throw new Error(`refused: ${verified.refused}`);
    expect(verified.template.root.innerHTML).toBe(sanitized.root.innerHTML);
    expect(verified.template.tokenNodes).toHaveLength(sanitized.tokenNodes.length);
  });

  // 448 templates through the sanitizer and the check: 7 s alone, past 15 s under coverage on a loaded machine.
  it('every XSS vector, in element and attribute position, once sanitized', { timeout: 60_000 }, () => {
    const refused = vectors.flatMap(({ id, payload }) =>
      [`<div>{{logo}}${payload}</div>`, `<a href="${payload}" title="${escapeAttribute(payload)}">x</a><img src="${escapeAttribute(payload)}" alt="">`]
        .map((template) => storedForm(template))
        .filter((form) => form !== undefined)
        .map((form) => [id, refusal(form)] as const)
        .filter(([, reason]) => reason !== undefined),
    );
    expect(refused).toEqual([]);
  });

  it('the rules the sanitizer adds: prefixed ids and labels, noopener, local paint and use', () => {
    const template = '<label for="q">Find</label><span id="q"></span><a href="/x" target="_blank">x</a><svg><defs><linearGradient id="g"></linearGradient></defs><rect fill="url(#g)"></rect><use href="#g"></use></svg>';
    expect(refusal(storedForm(template) ?? '')).toBeUndefined();
  });
});

describe('verifySafeTemplate refuses a form the sanitizer could not have made', () => {
  it.each([
    ['a script', '<script>window.__pwned = 1</script>', 'element script'],
    ['an event handler', '<img src="/a.png" onerror="window.__pwned = 1">', 'attribute onerror'],
    ['a style attribute', '<div style="position:fixed"></div>', 'attribute style'],
    ['an iframe', '<iframe src="/x"></iframe>', 'element iframe'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', 'value of href'],
    ['a data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">', 'value of src'],
    ['a data-* attribute a library reads', '<div data-bind="text: x"></div>', 'attribute data-bind'],
    ['an id that could shadow the host', '<div id="config"></div>', 'unprefixed id'],
    ['a label for the host page', '<label for="user-content-elsewhere">x</label>', 'label outside the template'],
    ['a new window with the opener', '<a href="/x" target="_blank">x</a>', 'link rel'],
    ['a rel of opener', '<a href="/x" rel="opener">x</a>', 'link rel'],
    ['an untrimmed target', '<a href="/x" target=" _self">x</a>', 'link target'],
    ['an HTML title', '<title>Second title</title>', 'element title'],
    ['a runtime class in a partner template', '<div class="unav-mask"></div>', 'runtime class'],
    ['an SVG use of another document', '<svg><use href="/sprite.svg#a"></use></svg>', 'use outside the template'],
    ['a paint url() of another document', '<svg><rect fill="url(https://evil.example/x.svg#a)"></rect></svg>', 'paint fill'],
    ['a foreignObject', '<svg><foreignObject><div></div></foreignObject></svg>', 'element foreignobject'],
    ['MathML', '<math><mi>x</mi></math>', 'element math'],
  ])('%s', (_what, html, reason) => {
    expect(refusal(html)).toBe(reason);
  });

  it('lets the runtime template keep its classes', () => {
    expect(refusal('<div class="unav-header"></div>', true)).toBeUndefined();
  });

  it('beyond the template bounds: nesting and length', () => {
    expect(refusal(`${'<div>'.repeat(300)}x`)).toBe('depth');
    expect(refusal(`<p>${'x'.repeat(600 * 1024)}</p>`)).toBe('length');
  });

  it('every XSS vector planted as it is: refused, or nothing unsafe in what it accepts', () => {
    const unsafe = vectors.flatMap(({ id, payload }) => {
      const verified = verifySafeTemplate(payload, document);
      return 'template' in verified ? findUnsafe(verified.template.root).map((problem) => `#${id} ${problem}`) : [];
    });
    expect(unsafe).toEqual([]);
  });

  it('runs nothing while it checks: the document has no window', () => {
    const verified = verifySafeTemplate('<img src="/a.png" onerror="window.__ran = 1">', document);
    expect(verified).toEqual({ refused: 'attribute onerror' });
    expect((window as { __ran?: number }).__ran).toBeUndefined();
  });
});
