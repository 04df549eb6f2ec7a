import { expect, it } from 'vitest';
import { resellerLines, scopeForProductLine, scopeProductLines } from './scopeProductLines.ts';

const production = resellerLines({ domain: 'reseller' }, 'production');
const test = resellerLines({ domain: 'reseller' }, 'test');

it('product line numbers differ between the test and production hosts', () => {
  expect(production).toEqual({ marketplace: [1140, 1144, 1141, 1147, 1150, 1152, 1153], providers: 1158, advisors: 1156 });
  expect(test).toEqual({ marketplace: [996, 1001, 918, 1004, 1007, 1002, 999], providers: 1019, advisors: 993 });
});

it('the providers line follows the configured reading', () => {
  expect(resellerLines({ domain: 'r', providersLine: { test: 993, production: 1158 } }, 'test').providers).toBe(993);
});

it('marketplace scope sends every marketplace line; providers and advisors their single line', () => {
  expect(scopeProductLines('marketplace', production)).toEqual([1140, 1144, 1141, 1147, 1150, 1152, 1153]);
  expect(scopeProductLines('providers', production)).toEqual([1158]);
  expect(scopeProductLines('advisors', test)).toEqual([993]);
  expect(scopeProductLines('all', production)).toEqual([]);
});

it('outside the reseller variant no product line is sent', () => {
  expect(scopeProductLines('marketplace', null)).toEqual([]);
});

it('a pl value preselects the scope of that product line', () => {
  expect(scopeForProductLine('1158', production)).toBe('providers');
  expect(scopeForProductLine('1156', production)).toBe('advisors');
  expect(scopeForProductLine('1147', production)).toBe('marketplace');
  expect(scopeForProductLine('42', production)).toBeNull();
  expect(scopeForProductLine('1158', null)).toBeNull();
  expect(scopeForProductLine(null, production)).toBeNull();
});
