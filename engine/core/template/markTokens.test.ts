import { describe, expect, it } from 'vitest';
import { hasMarker, markTokens, splitMarkers } from './markTokens.ts';

describe('markTokens', () => {
  it('turns every camelCase token into a sentinel and drops unsupported ones', () => {
    const marked = markTokens('<div>{{logo}}{{promoBadge}}{{{companyName}}}{{> x}}{{#each a}}{{Bad-name}}</div>');
    expect(marked).toBe('<div>\uE000logo\uE001\uE000promoBadge\uE001</div>');
  });

  it('keeps value tokens in attribute values', () => {
    expect(markTokens('<a href="{{supportUrl}}">x</a>')).toBe('<a href="\uE000supportUrl\uE001">x</a>');
  });

  it('strips sentinel characters a template carries itself, so it cannot forge a marker', () => {
    const forged = markTokens('<p>\uE000cart\uE001</p>');
    expect(hasMarker(forged)).toBe(false);
    expect(forged).toBe('<p>cart</p>');
  });
});

describe('splitMarkers', () => {
  it('splits text around markers', () => {
    expect(splitMarkers('© \uE000copyrightYear\uE001 \uE000companyName\uE001.')).toEqual([
      '© ', { token: 'copyrightYear' }, ' ', { token: 'companyName' }, '.',
    ]);
  });
});
