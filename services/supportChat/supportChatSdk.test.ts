import { describe, expect, it, vi } from 'vitest';
import { connectSupportChat, type SupportChatSdk } from './supportChatSdk.ts';

function fakeSdk() {
  const listeners = new Set<(count: number) => void>();
  const sdk: SupportChatSdk & { emit(count: unknown): void } = {
    init: vi.fn(),
    logout: vi.fn(),
    on: (_event, listener) => void listeners.add(listener),
    off: (_event, listener) => void listeners.delete(listener),
    emit: (count) => listeners.forEach((listener) => listener(count as number)),
  };
  return sdk;
}

const token = { zendeskAccount: 'acme', zendeskToken: 'jwt-1' };

describe('the support-chat adapter reads the SDK unread count (SPEC §4 unread sum)', () => {
  it('signs in once with the account and token, then reports each unread count until stopped', () => {
    const zChat = fakeSdk();
    const counts: number[] = [];
    const stop = connectSupportChat({ zChat }, token, (count) => counts.push(count));
    const again = connectSupportChat({ zChat }, token, () => undefined);
    expect(zChat.init).toHaveBeenCalledTimes(1);
    const options = vi.mocked(zChat.init).mock.calls[0]![0];
    expect(options.account_key).toBe('acme');
    options.authentication.jwt_fn((jwt) => expect(jwt).toBe('jwt-1'));

    zChat.emit(2);
    zChat.emit('x');
    expect(counts).toEqual([2, 0]);
    if (stop) stop();
    if (again) again();
    zChat.emit(5);
    expect(counts).toEqual([2, 0]);
  });

  it('the last header to stop signs the SDK out, once; a later header signs in again', () => {
    const zChat = fakeSdk();
    const first = connectSupportChat({ zChat }, token, () => undefined);
    const second = connectSupportChat({ zChat }, token, () => undefined);
    if (!first || !second) throw new Error('not connected');
    first();
    first();
    expect(zChat.logout).not.toHaveBeenCalled();
    second();
    expect(zChat.logout).toHaveBeenCalledTimes(1);
    connectSupportChat({ zChat }, token, () => undefined);
    expect(zChat.init).toHaveBeenCalledTimes(2);
  });

  it('no SDK on the page: nothing to connect', () => {
    expect(connectSupportChat({}, token, () => undefined)).toBe(false);
  });
});
