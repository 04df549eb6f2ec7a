// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import createDOMPurify, { type WindowLike } from 'dompurify';
import { loadXssVectors } from '../../../test/xssCorpus.ts';
import { MAX_ATTRIBUTES_PER_TAG, trimStartTags } from './trimStartTags.ts';
import { markTokens } from './markTokens.ts';
import { HEADER_PROFILE } from './headerProfile.ts';

/** Each element of the markup as the browser's own parser reads it: its name and attributes. */
function parsedElements(html: string): string[][] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.body.querySelectorAll('*')].map((element) => [element.localName, ...[...element.attributes].map((a) => `${a.name}=${a.value}`)]);
}

describe('trimStartTags', () => {
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
    expect(trimStartTags(template)).toBe(expected);
  });

  it.each([
    ['text', '<p>Turn on the lights, one onclick=here at a time</p>'],
    ['an attribute value', '<a title="say onclick=x" data-x=\'on\' href=/on>x</a>'],
    ['a comment', '<!-- <a onclick="x"> --><p>ok</p>'],
    ['an end tag', '</a onclick="x">'],
    ['a name with on elsewhere in it', '<a data-on="1" aria-controls="menu" button="1">x</a>'],
    ['a lone <', '<p>a < onclick b</p>'],
    ["an end tag's value", '</p title="<a onclick=x>"><p>ok</p>'],
    ['a bogus comment', '<?x <a onclick=x>?><p>ok</p>'],
  ])('leaves %s as it is', (_, template) => {
    expect(trimStartTags(template)).toBe(template);
  });

  it('reads a tag after a comment closed as the browser closes it: <!-->, <!--->, --!>', () => {
    expect(trimStartTags('<!--><a onclick=x>a</a><!---><b onclick=y>b</b><!-- --!><i onclick=z>i</i>')).toBe('<!--><a >a</a><!---><b >b</b><!-- --!><i >i</i>');
  });

  it('takes out any name starting with on: no attribute the header profile allows does', () => {
    expect(trimStartTags('<a one="1" href="/x">x</a>')).toBe('<a  href="/x">x</a>');
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
      expect(parsedElements(trimStartTags(template)), template).toEqual(expected);
    }
  });

  it('reads a large template with long runs inside an unclosed tag in one pass', () => {
    const template = `<a${' '.repeat(200_000)}onclick="x"${' /'.repeat(100_000)}`;
    expect(trimStartTags(template)).not.toContain('onclick');
    const unclosedComment = `<a onclick=x><!--${' <b onclick=y>'.repeat(50_000)}`;
    expect(trimStartTags(unclosedComment)).toBe(`<a ><!--${' <b onclick=y>'.repeat(50_000)}`);
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
      .filter((marked) => sanitize(trimStartTags(marked)) !== sanitize(marked));
    expect(differing).toEqual([]);
    // A corpus in one test: seconds on a quiet day, several times that on a loaded machine.
  }, 120_000);

  it('keeps the first MAX_ATTRIBUTES_PER_TAG attributes of a tag and drops the rest', () => {
    const attributes = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `aria-x${from + i}="v"`).join(' ');
    const template = `<p ${attributes(MAX_ATTRIBUTES_PER_TAG + 500)}>text</p><i ${attributes(3)}>i</i>`;
    const [p, i] = parsedElements(trimStartTags(template));
    expect(p).toEqual(['p', ...Array.from({ length: MAX_ATTRIBUTES_PER_TAG }, (_, n) => `aria-x${n}=v`)]);
    expect(i).toEqual(['i', 'aria-x0=v', 'aria-x1=v', 'aria-x2=v']);
  });

  it('counts valueless attributes too, and leaves short templates as they are', () => {
    const many = `<b ${Array.from({ length: 200 }, (_, i) => `a${i}`).join(' ')}>b</b>`;
    expect(parsedElements(trimStartTags(many))[0]).toHaveLength(1 + MAX_ATTRIBUTES_PER_TAG);
    expect(trimStartTags('<b a b>x</b>')).toBe('<b a b>x</b>');
  });
});
