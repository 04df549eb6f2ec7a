// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { scanStartTags } from './scanStartTags.ts';

/** Each start tag as text: its name, then each attribute's name and value (null when it has none). */
function scanned(html: string): [string, ...[string, string | null][]][] {
  return [...scanStartTags(html)].map((tag) => [
    html.slice(tag.start + 1, tag.nameEnd),
    ...tag.attributes.map((a): [string, string | null] => [html.slice(a.nameStart, a.nameEnd), a.valueStart === -1 ? null : html.slice(a.valueStart, a.valueEnd)]),
  ]);
}

/** Each element as the browser's own parser reads it, in the same form. */
function parsed(html: string): [string, ...[string, string | null][]][] {
  const doc = new DOMParser().parseFromString(`<body>${html}`, 'text/html');
  return [...doc.body.querySelectorAll('*')].map((element) => [element.localName, ...[...element.attributes].map((a): [string, string] => [a.name, a.value])]);
}

describe('scanStartTags', () => {
  it('reads double-quoted, single-quoted, unquoted and valueless attributes', () => {
    expect(scanned(`<a href="/x" title='t' data-x=1 hidden>x</a>`)).toEqual([['a', ['href', '/x'], ['title', 't'], ['data-x', '1'], ['hidden', null]]]);
  });

  it('gives the offsets of the tag, the names, the values and the ends of attributes', () => {
    const html = `<p> <a  href = "/x"/class=c>`;
    const [p, a] = [...scanStartTags(html)];
    expect(p).toEqual({ kind: 'start', start: 0, nameEnd: 2, attributes: [], end: 3 });
    expect(a).toMatchObject({ start: 4, nameEnd: 6, end: html.length });
    expect(a?.attributes).toEqual([
      { nameStart: 8, nameEnd: 12, valueStart: 16, valueEnd: 18, end: 19 },
      { nameStart: 20, nameEnd: 25, valueStart: 26, valueEnd: 27, end: 27 },
    ]);
  });

  it.each([
    ['whitespace is HTML\'s five characters', '<a\u00a0onclick=x title=a\u00a0b\tc\fd>t</a>'],
    ['a slash separates attributes', '<svg/onload=x/><a href=x/onclick=y>t</a>'],
    ['a quoted value may hold > and <', '<a title="a>b<i>" class=\'c>\'>t</a>'],
    ['an attribute may follow a quoted value directly', '<a href="/x"onclick="a()">x</a>'],
    ['a name may start with =', '<img src="x" =onclick=1 onerror="e">'],
    ['a name may start with a digit', '<a 9-aria-label="x" 1=2>t</a>'],
    ['= with spaces around it', '<i onmouseover = "a()" \n title\n=\nt>i</i>'],
    ['a comment is skipped', '<!-- <a onclick="x"> --><p>ok</p><!----><b>b</b>'],
    ['--!> closes a comment', '<!-- x --!><b title=t>b</b>'],
    ['<!--> and <!---> are whole comments', '<!--><b title=t>b</b><!---><i title=i>i</i>'],
    ['an end tag\'s attributes are skipped', '<p></p title="<b onclick=x>"><i>i</i>'],
    ['other markup is skipped to its >', '<!doctype html><?x <b onclick=y>?><i>i</i></ <b onclick=z>><u>u</u>'],
    ['a lone < is text', '<p>a < b <1 c</p>'],
    ['names and values are kept as written', '<A HREF="/A" Data-X=Y>t</A>'],
  ])('reads tags as the browser does: %s', (_, html) => {
    const lowered = scanned(html).map(([name, ...attributes]) => [name.toLowerCase(), ...attributes.map(([n, v]) => [n.toLowerCase(), v ?? ''])]);
    expect(lowered).toEqual(parsed(html));
  });

  it('gives a tag left open at the end with the attributes it has, an unclosed value to the end', () => {
    expect(scanned('<a href="/x" title="t')).toEqual([['a', ['href', '/x'], ['title', 't']]]);
    expect([...scanStartTags('<a href')][0]?.end).toBe(7);
  });

  it('skips an unclosed comment to the end', () => {
    expect(scanned(`<a onclick=x><!--${' <b onclick=y>'.repeat(3)}`)).toEqual([['a', ['onclick', 'x']]]);
  });

  it('reads long runs in one pass: spaces, slashes, names, values and comments', () => {
    expect(scanned(`<a${' '.repeat(200_000)}onclick="x"${' /'.repeat(100_000)}`)).toEqual([['a', ['onclick', 'x']]]);
    expect(scanned(`<a ${'b'.repeat(100_000)}="x">`)[0]?.[1]?.[0]).toHaveLength(100_000);
    expect(scanned(`<p title="${'/b='.repeat(100_000)}" x=${'/b='.repeat(100_000)}>`)[0]).toHaveLength(3);
    expect(scanned(`<a on${' '.repeat(200_000)}x`)).toEqual([['a', ['on', null], ['x', null]]]);
    expect(scanned(`${'<!---->'.repeat(50_000)}<b>`)).toEqual([['b']]);
    expect(scanned(`<!--${'-'.repeat(200_000)}`)).toEqual([]);
    expect(scanned('<a onx="'.repeat(50_000))).toHaveLength(1);
  });
});
