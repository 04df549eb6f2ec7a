// @vitest-environment jsdom
import type { WindowLike } from 'dompurify';
import { describe, expect, it } from 'vitest';
import { lintTemplateMarkup } from './lintTemplateMarkup.ts';

const lint = (template: string) => lintTemplateMarkup(template, window as unknown as WindowLike);

describe('lintTemplateMarkup', () => {
  it('reports each element the header profile removes, with its line', () => {
    const issues = lint('<header>\n  <script>track()</script>\n  <form action="/x"><input name="q"></form>\n</header>');
    expect(issues.map(({ line, token }) => [line, token])).toEqual([[2, '<script>'], [3, '<form>'], [3, '<input>']]);
    expect(issues[0]?.message).toContain('does not allow this element');
  });

  it('reports leading head elements the parser takes out of the body (a <link> or <style> first)', () => {
    expect(lint('<link rel="stylesheet" href="/x.css">\n<style>a{}</style>\n<nav>ok</nav>').map(({ line, token }) => [line, token]))
      .toEqual([[1, '<link>'], [2, '<style>']]);
  });

  it('reports event handlers, style attributes and unknown attributes, each on its own line', () => {
    const issues = lint('<nav>\n<a href="/a" onclick="go()">A</a>\n<span style="color:red">B</span>\n<div contenteditable="true">C</div>\n</nav>');
    expect(issues.map(({ line, token, message }) => [line, token, message.split(':')[0]])).toEqual([
      [2, 'onclick="go()"', 'event handler on <a> is removed'],
      [3, 'style="color:red"', 'style attribute on <span> is removed'],
      [4, 'contenteditable="true"', 'attribute on <div> is removed'],
    ]);
  });

  it('reports URLs outside the URL policy, but not tokens in URLs or allowed schemes', () => {
    const issues = lint('<a href="javascript:alert(1)">x</a>\n<img src="data:image/png;base64,AA" alt="">\n<a href="{{supportUrl}}">s</a> <a href="mailto:help@example.com">m</a>\n<svg><use href="https://cdn.example.com/i.svg#a"></use></svg>');
    expect(issues.map(({ line, token }) => [line, token])).toEqual([
      [1, 'href="javascript:alert(1)"'],
      [2, 'src="data:image/png;base64,AA"'],
      [4, 'href="https://cdn.example.com/i.svg#a"'],
    ]);
  });

  it('reports what the template rules take out, with the line and the reason', () => {
    const issues = lint('<nav>\n<div class="promo unav-cart-mask">x</div>\n<a href="/a" target="w" rel="opener">A</a>\n<svg><path d="M0 0" fill="url(https://evil.example/p.svg#a)"></path></svg>\n</nav>');
    expect(issues.map(({ line, token }) => [line, token])).toEqual([
      [3, 'rel="opener"'],
      [4, 'fill="url(https://evil.example/p.svg#a)"'],
      [2, 'class="promo unav-cart-mask"'],
    ]);
    expect(issues[2]?.message).toContain('runtime');
  });

  it('a token in a removed attribute is shown as written', () => {
    expect(lint('<a href="/a" onclick="open({{supportUrl}})">A</a>').map(({ token }) => token)).toEqual(['onclick="open({{supportUrl}})"']);
  });

  it('the nth removal of a name points at the nth place it is written', () => {
    const issues = lint('<a onclick="a()">1</a>\n<b>2</b>\n<a onclick="b()">3</a>');
    expect(issues.map(({ line }) => line)).toEqual([1, 3]);
  });

  it('reports a template beyond the bounds once, at the line of the bound, without parsing it', () => {
    const deep = `<header>\n<nav>\n${'<ul><li>\n'.repeat(2_000)}<script>x()</script>`;
    expect(lint(deep)).toEqual([{ line: 130, token: 'template', message: 'more than 256 levels of nesting: beyond the bounds of a template, so the default template renders instead' }]);
  });

  it('a clean template has nothing to report', () => {
    expect(lint('<header class="h"><a href="/home" title="Home">{{logo}}</a><svg viewBox="0 0 8 8"><path d="M0 0h8v8z"/></svg></header>')).toEqual([]);
  });

  it('a removed attribute with a long value is found on its line', () => {
    const issues = lint(`<p>\n<b onclick="${'/b='.repeat(20_000)}">x</b>\n</p>`);
    expect(issues.map(({ line, token }) => [line, token.slice(0, 12)])).toEqual([[2, 'onclick="/b=']]);
  });

  it('each of 500 removed handlers is found on its own line', () => {
    const template = Array.from({ length: 500 }, (_, i) => `<b onclick="go(${i})">b</b>`).join('\n');
    expect(lint(template).map(({ line }) => line)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
  });
});
