import { expect, it } from 'vitest';
import { labelKey } from './labelKey.ts';

it('case, width and whitespace do not count', () => {
  expect(labelKey('  Slack\t Pro ')).toBe('slack pro');
  expect(labelKey('ＳＬＡＣＫ Pro')).toBe('slack pro');
  expect(labelKey('Zoom')).not.toBe(labelKey('Zoho'));
});
