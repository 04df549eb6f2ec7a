import { expect, it } from 'vitest';
import { toSameOriginPath } from './toSameOriginPath.ts';

const origin = 'https://market.example.com';

it.each<[string | null | undefined, string | undefined]>([
  ['/account/apps?tab=2#top', '/account/apps?tab=2#top'],
  ['https://market.example.com/a', '/a'],
  ['/./account', '/account'],
  ['/.//evil.example', undefined],
  ['/.//127.0.0.1:4000/x', undefined],
  ['/a/..//evil.example', undefined],
  ['/%2e//evil.example', undefined],
  ['//evil.example', undefined],
  ['/\\evil.example', undefined],
  ['\\/\\/evil.example', undefined],
  ['https://evil.example/a', undefined],
  ['http://market.example.com/a', undefined],
  ['javascript:alert(1)', undefined],
  ['JaVaScRiPt:alert(1)', undefined],
  ['relative/path', undefined],
  ['/a\tb', undefined],
  ['', undefined],
  [null, undefined],
])('%j on this origin is %j', (saved, path) => {
  expect(toSameOriginPath(saved, origin)).toBe(path);
});
