import { tokenize } from '@csstools/css-tokenizer';
import { expect, it } from 'vitest';
import { canonicalCssTokens, serializeCssName, serializeCssString } from './canonicalCssTokens.ts';

const canonical = (css: string) => canonicalCssTokens(tokenize({ css }));

it('writes tokens back as the CSSOM does: escapes resolved, strings and URLs double-quoted', () => {
  expect(canonical('u\\72l( x )')).toBe('url("x")');
  expect(canonical("URL('/a b.png')")).toBe('URL("/a b.png")');
  expect(canonical('\\2f\\2f evil')).toBe('\\/\\/evil');
  expect(canonical('c\\6flor   :\n red')).toBe('color : red');
  expect(canonical('.a/* x */.b')).toBe('.a/**/.b');
  expect(canonical('#\\31 a #abc')).toBe('#\\31 a #abc');
  expect(canonical('#1e3f5a 1.50px 2n+1 10%')).toBe('#1e3f5a 1.50px 2n+1 10%');
  expect(canonical('1p\\78')).toBe('1px');
});

it('serializes names and strings as CSSOM specifies', () => {
  expect(serializeCssName('123')).toBe('\\31 23');
  expect(serializeCssName('-1a')).toBe('-\\31 a');
  expect(serializeCssName('-')).toBe('\\-');
  expect(serializeCssName('md:flex')).toBe('md\\:flex');
  expect(serializeCssName('é-_x9')).toBe('é-_x9');
  expect(serializeCssString('a"b\\c\n')).toBe('"a\\"b\\\\c\\a "');
});
