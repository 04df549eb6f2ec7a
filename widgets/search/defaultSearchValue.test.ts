import { expect, it } from 'vitest';
import { defaultSearchValue } from './defaultSearchValue.ts';

it("the default search value comes from the hash's search= value", () => {
  expect(defaultSearchValue('#!/list/page/1/search=project%20tools', 'ignored')).toBe('project tools');
  expect(defaultSearchValue('#!/list/page/1/search=crm&sort=name', undefined)).toBe('crm');
});

it('without one it comes from the custom query provider, a string or a function', () => {
  expect(defaultSearchValue('', 'accounting')).toBe('accounting');
  expect(defaultSearchValue('#!/list/page/1', () => 'payroll')).toBe('payroll');
  expect(defaultSearchValue('', () => null)).toBe('');
  expect(defaultSearchValue('', undefined)).toBe('');
});

it('a throwing provider gives an empty value', () => {
  expect(
    defaultSearchValue('', () => {
      throw new Error('host bug');
    }),
  ).toBe('');
});
