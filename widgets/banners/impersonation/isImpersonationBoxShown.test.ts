import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { isImpersonationBoxShown } from './isImpersonationBoxShown.ts';

it('an impersonated user, or a cached one not confirmed yet, keeps the box', () => {
  expect(isImpersonationBoxShown(createTestNavContext({ user: { impersonated: true } }))).toBe(true);
  expect(isImpersonationBoxShown(createTestNavContext({ impersonationBoxKept: true }))).toBe(true);
  expect(isImpersonationBoxShown(createTestNavContext())).toBe(false);
});
