// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadScriptOnce } from './loadScriptOnce.ts';

const scripts = (doc: Document) => [...doc.querySelectorAll('script')];

describe('support-chat scripts load once (SPEC §7)', () => {
  it('one element per URL however often it is asked for, with the nonce', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    const first = loadScriptOnce(doc, 'https://chat.example.com/sdk.js', 'n0nce');
    const second = loadScriptOnce(doc, 'https://chat.example.com/sdk.js', 'n0nce');
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
