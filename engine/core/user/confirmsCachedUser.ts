import type { BootstrapResult } from '../bootstrap/fetchBootstrap.ts';

/**
 * Whether a fresh bootstrap answer confirms the user a cached header belongs to: a real answer
 * whose current user uuid is that same user. Another user, a visitor, a lost session or a failed
 * call confirm nothing, so the cached user's data is never shown.
 */
export function confirmsCachedUser(cachedUserId: string | undefined, fresh: BootstrapResult): boolean {
  return Boolean(cachedUserId) && fresh.status === 'ok' && fresh.bootstrap.CurrentUser?.uuid === cachedUserId;
}
