import { describe, expect, it } from 'vitest';
import { dropTrailingSlashes } from './dropTrailingSlashes.ts';

describe('dropTrailingSlashes', () => {
  it.each([
    ['https://market.example.com/', 'https://market.example.com'],
    ['https://market.example.com///', 'https://market.example.com'],
    ['https://market.example.com', 'https://market.example.com'],
    ['/login/', '/login'],
    ['///', ''],
    ['', ''],
  ])('%s -> %s', (text, expected) => {
    expect(dropTrailingSlashes(text)).toBe(expected);
  });

  it('keeps a long run of slashes that does not end the text, in one pass', () => {
    const path = `/${'/'.repeat(300_000)}login`;
    expect(dropTrailingSlashes(path)).toBe(path);
    expect(dropTrailingSlashes(`${path}//`)).toBe(path);
  });
});
