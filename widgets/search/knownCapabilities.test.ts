import { expect, it } from 'vitest';
import { knownCapabilities } from './knownCapabilities.ts';

it('only the known capabilities appwise and appinsights are kept', () => {
  expect(knownCapabilities(['appinsights', 'billing', 'appwise', 'appwise'])).toEqual(['appwise', 'appinsights']);
  expect(knownCapabilities(['APPWISE', 'crm'])).toEqual([]);
  expect(knownCapabilities(undefined)).toEqual([]);
});
