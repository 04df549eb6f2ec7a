import { expect, it, vi } from 'vitest';
import { createMemoryCookies } from '../../../test/testEnv.ts';
import { writeHeartbeat } from './heartbeat.ts';

it('the heartbeat cookie is true for 60 seconds on the whole site', () => {
  const cookies = createMemoryCookies();
  const set = vi.spyOn(cookies, 'set');
  writeHeartbeat(cookies);
  expect(set).toHaveBeenCalledWith('builderHeartbeat', 'true', { maxAgeMs: 60_000, path: '/' });
  expect(cookies.get('builderHeartbeat')).toBe('true');
});
