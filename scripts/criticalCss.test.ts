import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CRITICAL_CSS_SOURCE, minifyCss } from './criticalCss.ts';

describe('the critical stylesheet (dist/universal-nav.css)', () => {
  const shipped = minifyCss(readFileSync(CRITICAL_CSS_SOURCE, 'utf8'));

  it('stays a few hundred bytes gzip: it blocks the host page\'s first paint', () => {
    expect(gzipSync(shipped, { level: 9 }).length).toBeLessThanOrEqual(400);
  });

  it('reserves the header, search and footer targets of the script-tag contract', () => {
    expect(shipped).toContain('#unav-header{');
    expect(shipped).toContain('#adsearch{');
    expect(shipped).toContain('#unav-footer{');
    expect(shipped).toContain('var(--unav-header-height,52px)');
    expect(shipped).toContain('var(--unav-header-height-mobile,var(--unav-header-height,96px))');
  });

  it('takes comments and spare whitespace out, and keeps the spaces calc() needs', () => {
    expect(minifyCss('/* why */\na {\n  top: calc(1px + var(--x, 2px));\n}\n')).toBe('a{top:calc(1px + var(--x,2px))}');
  });
});
