import { toSafeImageUrl } from './toSafeImageUrl.ts';

describe('only http(s) image URLs are accepted', () => {
  it.each<[unknown, string | undefined]>([
    ['https://cdn.example.com/logo.png', 'https://cdn.example.com/logo.png'],
    ['http://cdn.example.com/a b.png', 'http://cdn.example.com/a%20b.png'],
    ['https://cdn.example.com/x.png"), url("https://evil', undefined],
    ["https://cdn.example.com/it's.png", undefined],
    ['javascript:alert(1)', undefined],
    ['data:image/png;base64,AAAA', undefined],
    ['/relative/logo.png', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s -> %s', (value, expected) => {
    expect(toSafeImageUrl(value)).toBe(expected);
  });
});
