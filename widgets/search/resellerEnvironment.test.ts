import { expect, it } from 'vitest';
import { resellerEnvironment } from './resellerEnvironment.ts';

const hosts = { production: ['marketplace.reseller.example'], test: ['reseller.test.example'] };

it('the reseller variant is detected by the production or test host name', () => {
  expect(resellerEnvironment('marketplace.reseller.example', hosts)).toBe('production');
  expect(resellerEnvironment('Reseller.Test.Example', hosts)).toBe('test');
  expect(resellerEnvironment('market.example.com', hosts)).toBeNull();
});

it('the reseller variant is detected by the host name by default: the AppSmart production and test hosts', () => {
  expect(resellerEnvironment('marketplace.appsmart.com')).toBe('production');
  expect(resellerEnvironment('www.appsmart.com')).toBe('production');
  expect(resellerEnvironment('sandbox.appsmart.com')).toBe('test');
  expect(resellerEnvironment('test.appsmart.com')).toBe('test');
  expect(resellerEnvironment('market.example.com')).toBeNull();
  expect(resellerEnvironment('marketplace.appsmart.com', { production: [], test: [] })).toBeNull();
});
