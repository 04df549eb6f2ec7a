import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { roleAreaLabelKey } from './roleLabels.ts';

it.each([
  ['superuser', 'Superuser'],
  ['reseller', 'Reseller'],
  ['corporate', 'Network'],
  ['channel', 'Marketplace'],
] as const)('role label of the %s area is %s', (area, label) => {
  expect(createTestNavContext().t(roleAreaLabelKey(area))).toBe(label);
});
