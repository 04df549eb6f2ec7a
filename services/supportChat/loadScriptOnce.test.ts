// @vitest-environment jsdom
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { loadScriptOnce } from './loadScriptOnce.ts';

const scripts = (doc: Document) => [...doc.querySelectorAll('script')];
const page = (url: string) => new JSDOM('', { url }).window.document;

describe('support-chat scripts load once (SPEC §7)', () => {
  it('one element per URL however often it is asked for, with the nonce', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    const first = loadScriptOnce(doc, 'https://chat.example.com/sdk.js', { nonce: 'n0nce' });
    const second = loadScriptOnce(doc, 'https://chat.example.com/sdk.js', { nonce: 'n0nce' });
    expect(second).toBe(first);
    expect(scripts(doc)).toHaveLength(1);
    expect(scripts(doc)[0]!.nonce).toBe('n0nce');
    scripts(doc)[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('a failed load is removed and tried again on the next call', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    const failed = loadScriptOnce(doc, 'https://chat.example.com/sdk.js');
    scripts(doc)[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Failed to load script');
    expect(scripts(doc)).toHaveLength(0);
    void loadScriptOnce(doc, 'https://chat.example.com/sdk.js');
    expect(scripts(doc)).toHaveLength(1);
  });
});

describe('support-chat scripts: https or the page\'s origin, with their integrity', () => {
  it('a script with an integrity carries it and is fetched in CORS mode; one without carries neither', () => {
    const doc = page('https://market.example.com/home');
    void loadScriptOnce(doc, 'https://lib.example.com/cash.min.js', { nonce: 'n0nce', integrity: 'sha384-lib' });
    void loadScriptOnce(doc, 'https://chat.example.com/sdk.js', { nonce: 'n0nce' });
    expect(scripts(doc).map((script) => [script.src, script.nonce, script.getAttribute('integrity'), script.getAttribute('crossorigin')])).toEqual([
      ['https://lib.example.com/cash.min.js', 'n0nce', 'sha384-lib', 'anonymous'],
      ['https://chat.example.com/sdk.js', 'n0nce', null, null],
    ]);
  });

  it.each([
    ['plain http on another host', 'http://chat.example.com/sdk.js', 'https://market.example.com/home'],
    ['plain http on another host of a loopback page', 'http://chat.example.com:8080/sdk.js', 'http://localhost:5173/'],
    ['a data: URL', 'data:text/javascript,alert(1)', 'https://market.example.com/home'],
    ['javascript:', 'javascript:alert(1)', 'https://market.example.com/home'],
  ])('refuses %s: the load rejects and no script is added', async (_name, url, pageUrl) => {
    const doc = page(pageUrl);
    await expect(loadScriptOnce(doc, url)).rejects.toThrow(/script refused/);
    expect(scripts(doc)).toEqual([]);
  });

  it('takes plain http from the page\'s own origin (the demo marketplace on localhost)', () => {
    const doc = page('http://localhost:5173/');
    void loadScriptOnce(doc, 'http://localhost:5173/web-sdk/1.11.2/web-sdk.js');
    expect(scripts(doc).map((script) => script.src)).toEqual(['http://localhost:5173/web-sdk/1.11.2/web-sdk.js']);
  });
});
