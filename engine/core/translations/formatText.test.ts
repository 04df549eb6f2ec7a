import { expect, it } from 'vitest';
import { formatText } from './formatText.ts';

it('fills numbered slots and leaves unknown ones', () => {
  expect(formatText('{0} days ago', [3])).toBe('3 days ago');
  expect(formatText('Find {0} Applications {1}', ['Cloud'])).toBe('Find Cloud Applications {1}');
});
