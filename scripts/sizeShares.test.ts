import { describe, expect, it } from 'vitest';
import { fileOfSource, partOfSource, shareOfOwnCode } from './sizeShares.ts';

describe('partOfSource', () => {
  it('names the engine folder, ui or the widget a source belongs to', () => {
    expect(partOfSource('../engine/core/template/tokenize.ts')).toBe('engine/core');
    expect(partOfSource('/repo/engine/react/mount.tsx')).toBe('engine/react');
    expect(partOfSource('../engine/browser/browserEnv.ts')).toBe('engine/browser');
    expect(partOfSource('../engine/server/renderNav.tsx')).toBe('engine/server');
    expect(partOfSource('../ui/Badge.tsx')).toBe('ui');
    expect(partOfSource('../widgets/ui/x.ts')).toBe('widgets/ui');
    expect(partOfSource('../widgets/search/useSearch.ts')).toBe('widgets/search');
    expect(partOfSource('../widgets/cart/cart.css?inline')).toBe('widgets/cart');
    expect(partOfSource('../runtime/iife.ts')).toBe('runtime (entries)');
    expect(partOfSource('../runtime/composition/Logo.tsx')).toBe('runtime/composition');
    expect(partOfSource('../runtime/templates/nav.css?inline')).toBe('runtime/templates');
    expect(partOfSource('\u0000commonjsHelpers.js')).toBe('other');
  });
});

describe('fileOfSource', () => {
  it('names a source by its path from the project root, or from node_modules', () => {
    expect(fileOfSource('../engine/core/template/tokenize.ts')).toBe('engine/core/template/tokenize.ts');
    expect(fileOfSource('/repo/widgets/cart/cart.css?inline')).toBe('widgets/cart/cart.css');
    expect(fileOfSource('../../node_modules/dompurify/dist/purify.es.mjs')).toBe('node_modules/dompurify/dist/purify.es.mjs');
    expect(fileOfSource('\u0000commonjsHelpers.js')).toBe('other');
  });
});

describe('shareOfOwnCode', () => {
  const length = (text: string) => text.length;

  it('gives each part the characters up to the next segment, and the rest to "other"', () => {
    // "(" unmapped, "aaa" from source 0, "bb" from source 1, ")" unmapped (a one-field segment)
    const code = '(aaabb)';
    const mappings = [[[1, 0, 0, 0], [4, 1, 0, 0], [6]]] as Parameters<typeof shareOfOwnCode>[1];
    const shares = shareOfOwnCode(code, mappings, ['engine/core/a.ts', 'widgets/cart/b.ts'], length);
    expect(shares).toEqual([
      { part: 'engine/core', minified: 3, gzip: 3 },
      { part: 'other', minified: 2, gzip: 2 },
      { part: 'widgets/cart', minified: 2, gzip: 2 },
    ]);
  });

  it('reads every line with its own segments, and lets a segment run on across a line break', () => {
    // line 2 has no segment of its own: a multi-line string begun on line 1 (an inlined stylesheet)
    const code = 'aa\ncss\nbbb';
    const mappings = [[[0, 0, 0, 0]], [], [[0, 1, 0, 0]]] as Parameters<typeof shareOfOwnCode>[1];
    const shares = shareOfOwnCode(code, mappings, ['widgets/search/x.ts', 'widgets/myapps/y.ts'], length);
    expect(shares.map((share) => [share.part, share.minified])).toEqual([
      ['widgets/search', 7], // the line breaks count with the text they end
      ['widgets/myapps', 3],
    ]);
  });
});

describe('shareOfOwnCode by another division', () => {
  it('gives each character to what the division names its source', () => {
    const code = '(aaabb)';
    const mappings = [[[1, 0, 0, 0], [4, 1, 0, 0], [6]]] as Parameters<typeof shareOfOwnCode>[1];
    const shares = shareOfOwnCode(code, mappings, ['../engine/core/a.ts', '../engine/core/b.ts'], (text) => text.length, [], fileOfSource);
    expect(shares).toEqual([
      { part: 'engine/core/a.ts', minified: 3, gzip: 3 },
      { part: 'other', minified: 2, gzip: 2 },
      { part: 'engine/core/b.ts', minified: 2, gzip: 2 },
    ]);
  });
});

describe('shareOfOwnCode with inlined texts', () => {
  it('gives an inlined text to its own source, wherever the bundler put it', () => {
    const code = 'var s=".a{}";f()';
    const mappings = [[[0, 0, 0, 0]]] as Parameters<typeof shareOfOwnCode>[1];
    const shares = shareOfOwnCode(code, mappings, ['engine/react/styles/runtimeCss.ts'], (text) => text.length, [
      { source: '/repo/widgets/cart/cart.css?inline', text: '.a{}' },
    ]);
    expect(shares.map((share) => [share.part, share.minified])).toEqual([
      ['engine/react', 12],
      ['widgets/cart', 4],
    ]);
  });
});
