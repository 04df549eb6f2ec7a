import { expect, it } from 'vitest';
import { hashTemplate } from './hashTemplate.ts';

it('gives the same key for the same template and another for a changed one', () => {
  expect(hashTemplate('<div>{{logo}}</div>')).toBe(hashTemplate('<div>{{logo}}</div>'));
  expect(hashTemplate('<div>{{logo}}</div>')).not.toBe(hashTemplate('<div>{{logo}} </div>'));
});
