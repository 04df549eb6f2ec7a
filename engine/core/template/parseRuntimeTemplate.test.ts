// @vitest-environment jsdom
import type { WindowLike } from 'dompurify';
import { describe, expect, it } from 'vitest';
import { defaultTemplates } from '../../../runtime/templates/defaultTemplates.ts';
import { markTokens } from './markTokens.ts';
import { parseRuntimeTemplate } from './parseRuntimeTemplate.ts';
import { createTemplateSanitizer } from './sanitizeTemplate.ts';

const sanitize = createTemplateSanitizer(window as unknown as WindowLike);

describe('parseRuntimeTemplate', () => {
  it.each(Object.entries(defaultTemplates))('the default %s parses to what the sanitizer makes of it, with the same token nodes', (_slot, template) => {
    const parsed = parseRuntimeTemplate(template, document);
    const sanitized = sanitize(markTokens(template), { runtimeTemplate: true });
    expect(parsed.root.innerHTML).toBe(sanitized.root.innerHTML);
    expect(parsed.tokenNodes.map((node) => node.textContent)).toEqual(sanitized.tokenNodes.map((node) => node.textContent));
  });

  it('runs nothing while it parses: the document has no window', () => {
    const parsed = parseRuntimeTemplate('<img src="x" onerror="window.__ran = 1">{{logo}}', document);
    expect(parsed.root.ownerDocument.defaultView).toBeNull();
    expect((window as { __ran?: number }).__ran).toBeUndefined();
  });
});
