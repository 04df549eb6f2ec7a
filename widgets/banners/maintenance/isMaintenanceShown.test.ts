import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { createTestEnv } from '../../../test/testEnv.ts';
import { isMaintenanceShown } from './isMaintenanceShown.ts';

it('shown on an editing page of a read-only product only', () => {
  const editing = createTestEnv({ url: 'https://market.example.com/channel/editApp/42' });
  expect(isMaintenanceShown(createTestNavContext({ settings: { readOnly: true } }), editing)).toBe(true);
  expect(isMaintenanceShown(createTestNavContext({ settings: { readOnly: false } }), editing)).toBe(false);
  expect(isMaintenanceShown(createTestNavContext({ settings: { readOnly: true } }), createTestEnv({ url: 'https://market.example.com/home' }))).toBe(false);
});
