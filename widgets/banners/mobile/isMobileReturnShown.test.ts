import { expect, it } from 'vitest';
import { createMemoryCookies, createTestEnv } from '../../../test/testEnv.ts';
import { isMobileReturnShown } from './isMobileReturnShown.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148';

it('shown to a mobile visitor who chose the desktop site, to nobody else', () => {
  const chose = createTestEnv({ cookies: createMemoryCookies({ desktopVersion: '1' }) });
  expect(isMobileReturnShown(chose, IPHONE)).toBe(true);
  expect(isMobileReturnShown(chose, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe(false);
  expect(isMobileReturnShown(createTestEnv(), IPHONE)).toBe(false);
});
