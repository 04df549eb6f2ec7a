import { textSizeOffset } from './textSizeOffset.ts';

describe('header text-size offsets: small -4px, medium -2px, large 0px', () => {
  it.each<[unknown, string | undefined]>([
    ['small', '-4px'],
    ['medium', '-2px'],
    ['large', '0px'],
    ['Large', '0px'],
    ['huge', undefined],
    ['constructor', undefined],
    [undefined, undefined],
  ])('%s -> %s', (size, expected) => {
    expect(textSizeOffset(size)).toBe(expected);
  });
});
