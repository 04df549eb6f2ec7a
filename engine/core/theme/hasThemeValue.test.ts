import type { ThemeValue } from '../wire/marketTypes.ts';
import { hasThemeValue } from './hasThemeValue.ts';

describe('a theme value counts only if non-empty or of toggle type', () => {
  it.each<[string, ThemeValue | undefined, boolean]>([
    ['a colour', { value: '#ffffff', type: 'color' }, true],
    ['an empty colour', { value: '', type: 'color' }, false],
    ['blank spaces', { value: '   ', type: 'color' }, false],
    ['an empty toggle', { value: '', type: 'toggle' }, true],
    ['a missing entry', undefined, false],
  ])('%s -> %s', (_name, entry, expected) => {
    expect(hasThemeValue(entry)).toBe(expected);
  });
});
