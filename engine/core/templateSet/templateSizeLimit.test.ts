import { describe, expect, it, vi } from 'vitest';
import { normalizeTemplateSet } from './normalizeTemplateSet.ts';
import { exceedsTemplateLimit, MAX_TEMPLATE_LENGTH } from './templateSizeLimit.ts';

const oversized = `<header>${'<span>x</span>'.repeat(MAX_TEMPLATE_LENGTH / 14)}</header>`;

describe('the size limit of a template', () => {
  it('is far above the largest template we know of (20 k characters)', () => {
    expect(MAX_TEMPLATE_LENGTH).toBe(262_144);
    expect(oversized.length).toBeGreaterThan(MAX_TEMPLATE_LENGTH);
  });

  it('drops an oversized header or footer, so the default renders, and warns with the limit', () => {
    const warn = vi.fn();
    const set = normalizeTemplateSet({ templates: { headerIn: oversized, headerOut: '<header>ok</header>', footer: oversized } }, warn);
    expect(set.templates).toEqual({ headerOut: '<header>ok</header>' });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^Template headerIn: \d+ characters, over the 256 kB limit \(262144\); the default renders instead$/);
  });

  it('keeps a template at the limit, and leaves the stylesheets to their own limits', () => {
    const atLimit = 'x'.repeat(MAX_TEMPLATE_LENGTH);
    expect(exceedsTemplateLimit('headerSso', atLimit)).toBe(false);
    expect(exceedsTemplateLimit('headerCheckout', `${atLimit}x`)).toBe(true);
    expect(exceedsTemplateLimit('css', `${atLimit}x`)).toBe(false);
  });
});
