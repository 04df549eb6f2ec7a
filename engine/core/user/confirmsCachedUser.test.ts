import { expect, it } from 'vitest';
import type { BootstrapResult } from '../bootstrap/fetchBootstrap.ts';
import { confirmsCachedUser } from './confirmsCachedUser.ts';

const answer = (uuid?: string): BootstrapResult => ({ status: 'ok', bootstrap: uuid ? { CurrentUser: { uuid } } : {} });

it.each<[string, string | undefined, BootstrapResult, boolean]>([
  ['user A cached, fresh bootstrap of A', 'u-a', answer('u-a'), true],
  ['user A cached, fresh bootstrap of B', 'u-a', answer('u-b'), false],
  ['user A cached, fresh bootstrap of a visitor', 'u-a', answer(), false],
  ['user A cached, bootstrap failed', 'u-a', { status: 'failed', bootstrap: {}, error: new Error('500') }, false],
  ['user A cached, session lost (401)', 'u-a', { status: 'unauthorized', bootstrap: {} }, false],
  ['no user cached', undefined, answer(), false],
])('%s: confirmed %s', (_case, cached, fresh, expected) => {
  expect(confirmsCachedUser(cached, fresh)).toBe(expected);
});
