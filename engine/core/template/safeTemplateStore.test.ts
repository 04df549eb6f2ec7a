import { describe, expect, it } from 'vitest';
import { createTestEnv } from '../../../test/testEnv.ts';
import { RUNTIME_VERSION } from '../bootstrap/defaults.ts';
import { storageKey } from '../cache/storageKey.ts';
import { recallSafeTemplate, rememberSafeTemplate, safeTemplateKey } from './safeTemplateStore.ts';

const MARKET = 'https://market.example.com';
const KEY = storageKey({ marketUrl: MARKET, widget: 'header', key: 'safeTemplates' });

describe('the stored sanitized forms', () => {
  it('keeps a form under its template key, per marketplace, as a visitor entry (no user part)', () => {
    const { localStorage } = createTestEnv();
    const key = safeTemplateKey('<header>{{logo}}</header>', false);
    rememberSafeTemplate(localStorage, MARKET, key, '<header>form</header>');
    expect(recallSafeTemplate(localStorage, MARKET, key)).toBe('<header>form</header>');
    expect(recallSafeTemplate(localStorage, 'https://other.example.org', key)).toBeUndefined();
    expect(localStorage.keys()).toEqual([KEY]);
  });

  it('a template key names the content, its length and its trust', () => {
    expect(safeTemplateKey('<a>x</a>', false)).not.toBe(safeTemplateKey('<a>y</a>', false));
    expect(safeTemplateKey('<a>x</a>', false)).not.toBe(safeTemplateKey('<a>x</a>', true));
    expect(safeTemplateKey('<a>x</a>', false)).toBe(safeTemplateKey('<a>x</a>', false));
  });

  it('keeps six forms, the oldest dropped first, and writes nothing for a form it holds', () => {
    const { localStorage } = createTestEnv();
    for (let i = 0; i < 8; i++) rememberSafeTemplate(localStorage, MARKET, `t${i}`, `form ${i}`);
    expect(['t0', 't1', 't2', 't7'].map((key) => recallSafeTemplate(localStorage, MARKET, key))).toEqual([undefined, undefined, 'form 2', 'form 7']);
    const before = localStorage.getItem(KEY);
    rememberSafeTemplate(localStorage, MARKET, 't4', 'form 4');
    expect(localStorage.getItem(KEY)).toBe(before);
  });

  it('reads a corrupt value, or one of another version, as none, and a failing storage quietly', () => {
    const { localStorage } = createTestEnv();
    localStorage.setItem(KEY, '{not json');
    expect(recallSafeTemplate(localStorage, MARKET, 't')).toBeUndefined();
    localStorage.setItem(KEY, JSON.stringify({ version: '0.0.1', forms: [['t', 'old']] }));
    expect(recallSafeTemplate(localStorage, MARKET, 't')).toBeUndefined();
    localStorage.setItem(KEY, JSON.stringify({ version: RUNTIME_VERSION, forms: [['t', 'kept'], ['u', 7], 'x'] }));
    expect(recallSafeTemplate(localStorage, MARKET, 't')).toBe('kept');
    expect(recallSafeTemplate(localStorage, MARKET, 'u')).toBeUndefined();
    const failing = { ...localStorage, getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('full'); } };
    expect(recallSafeTemplate(failing, MARKET, 't')).toBeUndefined();
    expect(() => rememberSafeTemplate(failing, MARKET, 't', 'x')).not.toThrow();
  });
});
