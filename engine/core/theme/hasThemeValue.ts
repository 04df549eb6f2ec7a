import type { ThemeValue } from '../wire/marketTypes.ts';

/** SPEC §5: a theme value counts only if it is non-empty or of toggle type (a toggle's '' is "off"). */
export function hasThemeValue(entry: ThemeValue | undefined | null): entry is ThemeValue {
  if (!entry || typeof entry !== 'object') return false;
  if (entry.type === 'toggle') return true;
  const value: unknown = entry.value;
  return typeof value === 'string' ? value.trim() !== '' : typeof value === 'number';
}
