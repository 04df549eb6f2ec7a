// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TemplateView } from '../../engine/react/template/TemplateView.tsx';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { createTestEnv } from '../../test/testEnv.ts';
import { renderWithNav } from '../../test/renderWithNav.tsx';
import { FakeWebSocket } from '../../services/signals/fakeWebSocket.testkit.ts';
import { signalsLoaded } from '../../widgets/notifications/signalsLoaded.testkit.ts';
import type { SupportChatSdk } from '../../services/supportChat/supportChatSdk.ts';
// The widget imports the chat's loader on demand: loaded up front, the first wait is short.
import '../../services/supportChat/supportChatLoader.ts';
import { headerWidgets } from './lazyWidgets.ts';

// The header's widgets are a chunk loaded on demand: here it is there from the start.
beforeAll(() => headerWidgets.load());

const TOKEN_PATH = '/api/appwise/v1/teams/api/zendesk/token';

/** The SDK as a page would have it once its script ran: init, and unread counts the test plays. */
function installFakeSdk() {
  const listeners = new Set<(count: number) => void>();
  const zChat: SupportChatSdk = { init: vi.fn(), on: (_event, listener) => void listeners.add(listener), off: (_event, listener) => void listeners.delete(listener) };
  (window as { zChat?: SupportChatSdk }).zChat = zChat;
  return { zChat, report: (count: number) => act(() => listeners.forEach((listener) => listener(count))) };
}

const scriptsIn = (doc: Document) => [...doc.head.querySelectorAll('script')];

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  // jsdom has BroadcastChannel but not Web Locks: without both the widget keeps its own socket.
  vi.stubGlobal('BroadcastChannel', undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { zChat?: unknown }).zChat;
  for (const script of scriptsIn(document)) script.remove();
});

describe('The unread badge is the sum of support-chat unread and signals unread (SPEC §4)', () => {
  it('the header loads the support-chat scripts once a token arrives and adds the SDK unread count to the signals count', async () => {
    const calls: string[] = [];
    const env = createTestEnv({
      fetch: async (input) => {
        calls.push(String(input));
        const body = String(input).endsWith(TOKEN_PATH) ? { zendeskAccount: 'acme', zendeskToken: 'jwt-1' } : {};
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      },
    });
    const nav = createTestNavContext({ config: { supportChat: { sdkHost: 'https://chat.example.com', domLibraryHost: 'https://lib.example.com', nonce: 'n0nce' } } });
    renderWithNav(<TemplateView name="headerIn" fallback="" template="<div>{{notifications}}</div>" />, { nav, env });
    await signalsLoaded();

    await waitFor(() => expect(scriptsIn(document)).toHaveLength(1));
    const [domLibrary] = scriptsIn(document);
    expect(domLibrary!.src).toBe('https://lib.example.com/npm/cash-dom@8.1.5/dist/cash.min.js');
    expect(domLibrary!.nonce).toBe('n0nce');
    act(() => void domLibrary!.dispatchEvent(new Event('load')));
    await waitFor(() => expect(scriptsIn(document)).toHaveLength(2));
    const sdk = scriptsIn(document)[1]!;
    expect(sdk.src).toBe('https://chat.example.com/web-sdk/1.11.2/web-sdk.js');
    const { zChat, report } = installFakeSdk();
    await act(async () => void sdk.dispatchEvent(new Event('load')));
    await waitFor(() => expect(zChat.init).toHaveBeenCalledTimes(1));

    act(() => FakeWebSocket.latest().open());
    act(() => FakeWebSocket.latest().receive(JSON.stringify({ type: 'MESSAGE', payload: { 'appwise-team': { self: { unreadCount: 3, hasUnreadMessages: true } }, 'appwise-feeds': [] } })));
    expect(screen.getByRole('link', { name: 'Messages, 3 unread' })).toBeTruthy();
    report(2);
    expect(screen.getByRole('link', { name: 'Messages, 5 unread' }).textContent).toBe('5');
  });

  it('no script loads while notifications are disabled', async () => {
    const nav = createTestNavContext({ config: { partner: 'ACME' }, settings: { partner: 'ACME' } });
    renderWithNav(<TemplateView name="headerIn" fallback="" template="<div>{{notifications}}</div>" />, { nav });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(scriptsIn(document)).toHaveLength(0);
  });
});
