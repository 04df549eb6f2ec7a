import { expect, it } from 'vitest';
import { holdsEndTag } from './holdsEndTag.ts';

it('holds an end tag wherever "</" stands, in any case, and nowhere else', () => {
  expect(holdsEndTag('"</style>"')).toBe(true);
  expect(holdsEndTag('</STYLE >')).toBe(true);
  expect(holdsEndTag('a</b')).toBe(true);
  expect(holdsEndTag('(width < 600px)')).toBe(false);
  expect(holdsEndTag('<\\/style>')).toBe(false);
  expect(holdsEndTag('"\\3c/style>"')).toBe(false);
});
