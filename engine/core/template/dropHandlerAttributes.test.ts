import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import createDOMPurify, { type WindowLike } from 'dompurify';
import { loadXssVectors } from '../../../test/xssCorpus.ts';
import { dropHandlerAttributes } from './dropHandlerAttributes.ts';
import { markTokens } from './markTokens.ts';
import { HEADER_PROFILE } from './sanitizeTemplate.ts';

/** Each element of the markup as the browser's own parser reads it: its name and attributes. */
function parsedElements(html: string): string[][] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.body.querySelectorAll('*')].map((element) => [element.localName, ...[...element.attributes].map((a) => `${a.name}=${a.value}`)]);
}

describe('dropHandlerAttributes', () => {
  it.each([
    ['double-quoted', '<a href="/x" onclick="alert(1)">x</a>', '<a href="/x" >x</a>'],
    ['single-quoted', "<a onclick='alert(1)' href=\"/x\">x</a>", '<a  href="/x">x</a>'],
    ['unquoted', '<img src=x onerror=alert(1)//>', '<img src=x >'],
    ['without a value', '<button onclick>b</button>', '<button >b</button>'],
    ['with spaces around =', '<i onmouseover = "a()">i</i>', '<i >i</i>'],
    ['in capitals', '<i ONCLICK="a()">i</i>', '<i >i</i>'],
    ['after a slash', '<svg/onload=alert(1)>', '<svg/>'],
    ['right after a quoted value', '<a href="/x"onclick="a()">x</a>', '<a href="/x">x</a>'],
    ['across lines', '<a\nhref="/x"\n\tonfocus="a()"\n>x</a>', '<a\nhref="/x"\n\t\n>x</a>'],
  ])('takes out a handler %s', (_, template, expected) => {
    expect(dropHandlerAttributes(template)).toBe(expected);
  });

  it.each([
    ['text', '<p>Turn on the lights, one onclick=here at a time</p>'],
    ['an attribute value', '<a title="say onclick=x" data-x=\'on\' href=/on>x</a>'],
    ['a comment', '<!-- <a onclick="x"> --><p>ok</p>'],
    ['an end tag', '</a onclick="x">'],
    ['a name with on elsewhere in it', '<a data-on="1" aria-controls="menu" button="1">x</a>'],
    ['a lone <', '<p>a < onclick b</p>'],
  ])('leaves %s as it is', (_, template) => {
    expect(dropHandlerAttributes(template)).toBe(template);
  });

  it('takes out any name starting with on: no attribute the header profile allows does', () => {
    expect(dropHandlerAttributes('<a one="1" href="/x">x</a>')).toBe('<a  href="/x">x</a>');
  });

  it('gives what the browser parses, without the handlers, for tricky tags', () => {
    const templates = [
      '<a href=x/onclick=y title="a>b" onmouseover=z>t</a>',
      '<img src="x" =onclick=1 onerror="e">',
      "<div class=a\"b onclick='c'>d</div>",
      '<a\u00a0onclick=x title=a\u00a0onfocus=y>t</a>',
      '<svg><a xlink:href="#x" onclick="y"><circle r=1 onload=z /></a></svg>',
    ];
    for (const template of templates) {
      const expected = parsedElements(template).map((element) => element.filter((part) => !/^on/i.test(part)));
      expect(parsedElements(dropHandlerAttributes(template)), template).toEqual(expected);
    }
  });

  it('reads a large template with long runs inside an unclosed tag in one pass', () => {
    const template = `<a${' '.repeat(200_000)}onclick="x"${' /'.repeat(100_000)}`;
    expect(dropHandlerAttributes(template)).not.toContain('onclick');
    const unclosedComment = `<a onclick=x><!--${' <b onclick=y>'.repeat(50_000)}`;
    expect(dropHandlerAttributes(unclosedComment)).toBe(`<a ><!--${' <b onclick=y>'.repeat(50_000)}`);
  });

  it('changes nothing the header profile returns, for the partner fixtures and the XSS corpus', () => {
    const purify = createDOMPurify(window as unknown as WindowLike);
    purify.setConfig(HEADER_PROFILE);
    // A <frameset> leaves DOMPurify no body to return (null), with or without handlers.
    const sanitize = (template: string) => (purify.sanitize(template) as unknown as Element | null)?.innerHTML ?? null;
    const dir = 'fixtures/partners';
    const templates = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => readFileSync(join(dir, file), 'utf8'));
    expect(templates.length).toBeGreaterThan(5);
    const corpus = loadXssVectors().map((vector) => vector.payload);
    const differing = [...templates, ...corpus]
      .map((template) => markTokens(template))
      .filter((marked) => sanitize(dropHandlerAttributes(marked)) !== sanitize(marked));
    expect(differing).toEqual([]);
  });
});
