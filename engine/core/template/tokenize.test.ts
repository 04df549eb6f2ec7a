import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize.ts';

describe('tokenize', () => {
  it('splits text and name tokens in order', () => {
    expect(tokenize('<p>Hi {{userFirstName}}!</p>')).toEqual([
      { kind: 'text', text: '<p>Hi ' },
      { kind: 'name', name: 'userFirstName', raw: '{{userFirstName}}' },
      { kind: 'text', text: '!</p>' },
    ]);
  });

  it('accepts spaces inside the braces', () => {
    expect(tokenize('{{ logo }}')).toEqual([{ kind: 'name', name: 'logo', raw: '{{ logo }}' }]);
  });

  it('marks triple braces, partials, sections and helpers as unsupported', () => {
    const kinds = tokenize('{{{html}}}{{> partial}}{{#if x}}{{/if}}{{lookup a b}}{{!c}}').map((t) => t.kind);
    expect(kinds).toEqual(['unsupported', 'unsupported', 'unsupported', 'unsupported', 'unsupported', 'unsupported']);
  });

  it('leaves an unclosed token as text', () => {
    expect(tokenize('a {{logo b')).toEqual([{ kind: 'text', text: 'a {{logo b' }]);
  });

  it('returns nothing for an empty template', () => {
    expect(tokenize('')).toEqual([]);
  });

  it('takes a third closing brace with the token', () => {
    expect(tokenize('{{logo}}}')).toEqual([{ kind: 'name', name: 'logo', raw: '{{logo}}}' }]);
  });

  it("reads 200,000 unclosed '{{' as text, in one pass", () => {
    const template = `<p>${'{{'.repeat(200_000)}</p>`;
    expect(tokenize(template)).toEqual([{ kind: 'text', text: template }]);
  });

  it("reads 200,000 '{{{' closed once at the end as one unsupported token", () => {
    const template = `${'{{{'.repeat(200_000)}x}}}`;
    expect(tokenize(template)).toEqual([{ kind: 'unsupported', raw: template }]);
  });
});
