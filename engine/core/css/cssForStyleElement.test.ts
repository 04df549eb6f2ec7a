import { tokenize, TokenType } from '@csstools/css-tokenizer';
import { JSDOM } from 'jsdom';
import { expect, it } from 'vitest';
import { cssForStyleElement } from './cssForStyleElement.ts';

/** The strings, URLs and names a CSS tokenizer reads, as what they stand for. */
const readValues = (css: string) =>
  tokenize({ css }).flatMap((token) => (token[0] === TokenType.String || token[0] === TokenType.URL || token[0] === TokenType.Ident ? [token[4].value] : []));

it('leaves no "</" in the text, and CSS reads every string and URL the same', () => {
  const css = '.a { content: "</style><img src=x onerror=alert(1)>"; background: url(/x</STYLE>.png) } .b { color: red; background: url("</style>") }';
  const written = cssForStyleElement(css);
  expect(written).not.toContain('</');
  expect(readValues(written)).toEqual(readValues(css));
  expect(cssForStyleElement('.a { color: red } @media (width < 600px) { .b { color: blue } }')).toBe('.a { color: red } @media (width < 600px) { .b { color: blue } }');
});

it('keeps a <style> element whole in an HTML parser', () => {
  const css = '.a::after { content: "</style><img src=x onerror=alert(1)>" }';
  const { document } = new JSDOM(`<head><style>${cssForStyleElement(css)}</style></head><body><p>after</p></body>`).window;
  expect(document.querySelectorAll('style')).toHaveLength(1);
  expect(document.querySelector('img')).toBeNull();
  expect(document.body.innerHTML).toBe('<p>after</p>');
});
