import { expect, it } from 'vitest';
import { userInitials } from './userInitials.ts';

it('shows the initials of the first and last word of the name', () => {
  expect(userInitials('ada king lovelace')).toBe('AL');
  expect(userInitials('  Grace  ')).toBe('G');
  expect(userInitials('')).toBe('');
  expect(userInitials('Émile Zola')).toBe('ÉZ');
});
