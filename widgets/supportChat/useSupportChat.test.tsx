// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NavConfig } from '../../engine/core/config/navConfig.ts';
import { NavProvider } from '../../engine/react/context/NavContext.tsx';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { createTestEnv } from '../../test/testEnv.ts';
import { useSupportChat } from './useSupportChat.ts';
// The widget imports the chat's loader on demand: loaded up front, the first wait is short.
import '../../services/supportChat/supportChatLoader.ts';

const TOKEN = { zendeskAccount: 'acme', zendeskToken: 'jwt-1' };
const scripts = () => [...document.head.querySelectorAll('script')];

function renderSupportChat(config: Partial<NavConfig>) {
  const env = createTestEnv({ fetch: async () => new Response(JSON.stringify(TOKEN), { headers: { 'content-type': 'application/json' } }) });
  const nav = createTestNavContext({ config });
  const wrapper = ({ children }: { children: ReactNode }) => <NavProvider nav={nav} env={env}>{children}</NavProvider>;
  return { env, ...renderHook(() => useSupportChat(true), { wrapper }) };
}

// Before too: test files share their DOM's head, and another file's script would count here.
beforeEach(() => {
  for (const script of scripts()) script.remove();
});
afterEach(() => {
  for (const script of scripts()) script.remove();
});

describe('the support-chat scripts', () => {
  it('carry the page\'s nonce (config.nonce) and the integrity configured for each', async () => {
    renderSupportChat({
      nonce: 'page-n0nce',
      supportChat: { domLibraryHost: 'https://lib.example.com', domLibraryIntegrity: 'sha384-lib', sdkHost: 'https://chat.example.com', sdkIntegrity: 'sha384-sdk' },
    });
    // A token call, then the loader: room for a loaded machine.
    await waitFor(() => expect(scripts()).toHaveLength(1), { timeout: 5000 });
    scripts()[0]!.dispatchEvent(new Event('load'));
    await waitFor(() => expect(scripts()).toHaveLength(2), { timeout: 5000 });
    expect(scripts().map((script) => [script.src, script.nonce, script.getAttribute('integrity'), script.getAttribute('crossorigin')])).toEqual([
      ['https://lib.example.com/npm/cash-dom@8.1.5/dist/cash.min.js', 'page-n0nce', 'sha384-lib', 'anonymous'],
      ['https://chat.example.com/web-sdk/1.11.2/web-sdk.js', 'page-n0nce', 'sha384-sdk', 'anonymous'],
    ]);
  });

  it('from a host on plain http of another origin: a warning, no script, and the chat counts nothing', async () => {
    const { env, result } = renderSupportChat({ supportChat: { domLibraryHost: 'http://lib.example.com', sdkHost: 'https://chat.example.com' } });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(scripts()).toEqual([]);
    expect(env.warnings.map(([message, error]) => `${String(message)} ${String(error)}`)).toEqual([
      'Universal navigation: support chat not loaded Error: Universal navigation: script refused, it is neither https nor of the page\'s origin (nor loopback, for a loopback page): http://lib.example.com/npm/cash-dom@8.1.5/dist/cash.min.js',
    ]);
    expect(result.current.unread).toBe(0);
  });
});
