import { describe, expect, it } from 'vitest';
import { createTranslator } from './createTranslator.ts';

describe('createTranslator', () => {
  const t = createTranslator({ 'unav.time.daysAgo': '{0} days ago', 'unav.login': 'Log In' });

  it('gives the text for a known key', () => {
    expect(t('unav.login')).toBe('Log In');
  });

  it('fills {0}, {1} from the arguments', () => {
    expect(t('unav.time.daysAgo', 3)).toBe('3 days ago');
  });

  it('gives the key itself when the key is unknown', () => {
    expect(t('unav.unknown')).toBe('unav.unknown');
    expect(t('constructor')).toBe('constructor');
  });
});
