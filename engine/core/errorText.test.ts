import { expect, it } from 'vitest';
import { errorText } from './errorText.ts';

it('is an Error\'s message, else the thrown value as text', () => {
  expect([errorText(new TypeError('Failed to fetch')), errorText('refused'), errorText(404)]).toEqual(['Failed to fetch', 'refused', '404']);
});
