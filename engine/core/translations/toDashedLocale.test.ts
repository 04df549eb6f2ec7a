import { describe, expect, it } from 'vitest';
import { toDashedLocale } from './toDashedLocale.ts';

describe('toDashedLocale', () => {
  it('writes the locale with dashes', () => {
    expect(toDashedLocale('en_US')).toBe('en-US');
    expect(toDashedLocale('zh_Hant_TW')).toBe('zh-Hant-TW');
    expect(toDashedLocale('fr-CA')).toBe('fr-CA');
  });
});
