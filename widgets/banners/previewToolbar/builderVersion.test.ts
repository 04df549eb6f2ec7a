import { expect, it } from 'vitest';
import { parseBuilderVersion } from './builderVersion.ts';

it('the builder version record gives the theme name, live flag and published date', () => {
  expect(parseBuilderVersion('{"name":"Spring","publishedDate":1700000000000,"isLive":"true"}')).toEqual({
    name: 'Spring',
    publishedDate: 1700000000000,
    isLive: true,
  });
  expect(parseBuilderVersion('{"name":"Draft","isLive":"false"}')).toEqual({ name: 'Draft', isLive: false });
});

it('a missing or broken record gives none', () => {
  expect(parseBuilderVersion(undefined)).toBeNull();
  expect(parseBuilderVersion('{oops')).toBeNull();
  expect(parseBuilderVersion('"text"')).toBeNull();
});
