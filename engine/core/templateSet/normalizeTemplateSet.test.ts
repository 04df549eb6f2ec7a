import { describe, expect, it } from 'vitest';
import { normalizeTemplateSet } from './normalizeTemplateSet.ts';

describe('normalizeTemplateSet', () => {
  it('keeps a well-formed set as it is', () => {
    const set = {
      templates: { headerIn: '<header>{{logo}}</header>', footer: '<footer></footer>', css: '.a{}' },
      translations: { 'unav.login': 'Sign in' },
      assets: { logos: { main: { url: 'https://cdn.example/logo.png' }, small: { url: '/logo-small.png' } } },
    };
    expect(normalizeTemplateSet(set)).toEqual(set);
  });

  it('gives an empty set for anything but an object with templates', () => {
    const empty = { templates: {}, translations: {}, assets: {} };
    expect(normalizeTemplateSet(null)).toEqual(empty);
    expect(normalizeTemplateSet('<html>')).toEqual(empty);
    expect(normalizeTemplateSet({ templates: 'x', translations: { a: 'b' } })).toEqual(empty);
  });

  it('keeps only string templates of known slots, and drops blank ones so the default applies', () => {
    const set = normalizeTemplateSet({
      templates: { headerIn: '<header></header>', headerOut: 3, headerSso: '  ', script: '<script></script>' },
    });
    expect(set.templates).toEqual({ headerIn: '<header></header>' });
  });

  it('keeps only string translations', () => {
    expect(normalizeTemplateSet({ templates: {}, translations: { a: 'x', b: 1, c: {} } }).translations).toEqual({ a: 'x' });
    expect(normalizeTemplateSet({ templates: {}, translations: ['x'] }).translations).toEqual({});
  });

  it('keeps only assets with an http(s) or relative url', () => {
    const set = normalizeTemplateSet({
      templates: {},
      assets: {
        logos: {
          ok: { url: 'https://cdn.example/a.png' },
          script: { url: 'javascript:alert(1)' },
          data: { url: 'data:image/png;base64,xx' },
          missing: {},
          number: { url: 4 },
        },
        broken: 'x',
        empty: { none: { url: '' } },
      },
    });
    expect(set.assets).toEqual({ logos: { ok: { url: 'https://cdn.example/a.png' } } });
  });
});
