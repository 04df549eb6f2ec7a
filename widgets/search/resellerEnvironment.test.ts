import { expect, it } from 'vitest';
import { resellerEnvironment } from './resellerEnvironment.ts';

const hosts = { production: ['marketplace.reseller.example'], test: ['reseller.test.example'] };

it('the reseller variant is detected by the production or test host name', () => {
  expect(resellerEnvironment('marketplace.reseller.example', hosts)).toBe('production');
  expect(resellerEnvironment('Reseller.Test.Example', hosts)).toBe('test');
  expect(resellerEnvironment('market.example.com', hosts)).toBeNull();
  expect(resellerEnvironment('market.example.com', undefined)).toBeNull();
});
