// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { WindowLike } from 'dompurify';
import { markTokens } from './markTokens.ts';
import { TEMPLATE_ID_PREFIX } from './headerProfile.ts';
import { createTemplateSanitizer } from './sanitizeTemplate.ts';

const sanitize = (template: string) => createTemplateSanitizer(window as unknown as WindowLike)(markTokens(template)).root;
const P = TEMPLATE_ID_PREFIX;

describe('partner ids cannot clobber the host page', () => {
  it('prefixes every id, so getElementById("pw") and window.appConfig stay the host\'s', () => {
    const root = sanitize('<a id="pw" href="/x">x</a><a id="appConfig" href="/y">y</a><svg><g id="ICON"></g></svg>');
    expect([...root.querySelectorAll('[id]')].map((element) => element.id)).toEqual([`${P}pw`, `${P}appConfig`, `${P}ICON`]);
    expect(P.startsWith('unav-')).toBe(false);
  });

  it('prefixes an entity-encoded id and one written with a token', () => {
    const root = sanitize('<p id="&#x70;w">a</p><p id="{{companyName}}">b</p>');
    expect(root.querySelectorAll('p')[0]?.id).toBe(`${P}pw`);
    expect(root.querySelectorAll('p')[1]?.id).toBe(`${P}\uE000companyName\uE001`);
  });
});

describe('references to ids of the same template follow them', () => {
  it('label for, the ARIA relations and #id links, whether the id comes before or after', () => {
    const root = sanitize(
      '<label for="q">Q</label><button aria-controls="menu" aria-labelledby="t1 t2" aria-describedby="d">b</button>'
      + '<a href="#menu">skip to menu</a><ul id="menu" aria-owns="o" aria-activedescendant="o" aria-flowto="d" aria-details="d" aria-errormessage="d"><li id="o">o</li></ul>'
      + '<span id="t1">a</span><span id="t2">b</span><span id="d">d</span><span id="q">q</span>',
    );
    expect(root.querySelector('label')?.getAttribute('for')).toBe(`${P}q`);
    const button = root.querySelector('button');
    expect(button?.getAttribute('aria-controls')).toBe(`${P}menu`);
    expect(button?.getAttribute('aria-labelledby')).toBe(`${P}t1 ${P}t2`);
    expect(button?.getAttribute('aria-describedby')).toBe(`${P}d`);
    expect(root.querySelector('a')?.getAttribute('href')).toBe(`#${P}menu`);
    const list = root.querySelector('ul');
    for (const name of ['aria-owns', 'aria-activedescendant']) expect(list?.getAttribute(name)).toBe(`${P}o`);
    for (const name of ['aria-flowto', 'aria-details', 'aria-errormessage']) expect(list?.getAttribute(name)).toBe(`${P}d`);
  });

  it('SVG href and xlink:href', () => {
    const root = sanitize('<svg><use href="#i"></use><use xlink:href="#i"></use><defs><symbol id="i"><path d="M0 0"></path></symbol></defs></svg>');
    const uses = root.querySelectorAll('use');
    expect(uses[0]?.getAttribute('href')).toBe(`#${P}i`);
    expect(uses[1]?.getAttributeNS('http://www.w3.org/1999/xlink', 'href')).toBe(`#${P}i`);
  });

  it('duplicate ids are both prefixed, and a reference still finds the first', () => {
    const root = sanitize('<p id="a">1</p><p id="a">2</p><a href="#a">a</a>');
    expect([...root.querySelectorAll('p')].map((element) => element.id)).toEqual([`${P}a`, `${P}a`]);
    expect(root.querySelector('a')?.getAttribute('href')).toBe(`#${P}a`);
  });

  it('a reference to the host page stays as written: a skip link to #main, an ARIA relation', () => {
    const root = sanitize('<a href="#main">Skip to content</a><button aria-controls="main host-panel" aria-describedby="own">b</button><i id="own"></i>');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('#main');
    expect(root.querySelector('button')?.getAttribute('aria-controls')).toBe('main host-panel');
    expect(root.querySelector('button')?.getAttribute('aria-describedby')).toBe(`${P}own`);
  });

  it('a mixed list rewrites only the ids the template defines', () => {
    expect(sanitize('<i aria-labelledby="host own"></i><b id="own"></b>').querySelector('i')?.getAttribute('aria-labelledby')).toBe(`host ${P}own`);
  });

  it("a label for a control outside the template loses its for: it would act on the host page's control", () => {
    const root = sanitize('<label for="host-password">Show</label><label for="">x</label><label for="a b">y</label><i id="a"></i>');
    expect([...root.querySelectorAll('label')].map((label) => label.hasAttribute('for'))).toEqual([false, false, false]);
  });
});
