import { describe, expect, it } from 'vitest';
import { mergeTexts } from './mergeTexts.ts';

describe('mergeTexts', () => {
  it('puts the partner template-set texts over the platform translations', () => {
    const texts = mergeTexts(
      { 'unav.login': 'Log In', 'unav.logout': 'Logout' },
      { templates: {}, translations: { 'unav.login': 'Sign in to Acme' }, assets: {} },
    );
    expect(texts).toEqual({ 'unav.login': 'Sign in to Acme', 'unav.logout': 'Logout' });
  });
});
