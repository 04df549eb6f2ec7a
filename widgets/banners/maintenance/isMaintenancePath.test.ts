import { expect, it } from 'vitest';
import { isMaintenancePath } from './isMaintenancePath.ts';

it.each([
  ['/cms/create', true],
  ['/cms/editApp/123/overview', true],
  ['/cms/products', true],
  ['/channel/editApp/55', true],
  ['/channel/integration/55', true],
  ['/channel/products/list', true],
  ['/superuser/editApp/9', true],
  ['/superuser/support/tickets', true],
  ['/home', false],
  ['/channel/dashboard', false],
  ['/superuser/dashboard', false],
  ['/apps/123/cms/editApp', false],
])('the maintenance banner shows only on editing paths: %s', (path, shown) => {
  expect(isMaintenancePath(path)).toBe(shown);
});
