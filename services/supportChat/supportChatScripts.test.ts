import { describe, expect, it } from 'vitest';
import { supportChatScripts } from './supportChatScripts.ts';

describe('A support-chat SDK script and a small DOM library load from external script hosts (SPEC §7)', () => {
  it('by default from the SDK host and the DOM library host', () => {
    expect(supportChatScripts()).toEqual({
      domLibrary: 'https://cdn.jsdelivr.net/npm/cash-dom@8.1.5/dist/cash.min.js',
      sdk: 'https://dev.zopim.com/web-sdk/1.11.2/web-sdk.js',
    });
  });

  it('from the configured hosts, with the configured nonce', () => {
    expect(supportChatScripts({ supportChat: { sdkHost: 'https://chat.example.com/', domLibraryHost: 'https://lib.example.com', nonce: 'n0nce' } })).toEqual({
      domLibrary: 'https://lib.example.com/npm/cash-dom@8.1.5/dist/cash.min.js',
      sdk: 'https://chat.example.com/web-sdk/1.11.2/web-sdk.js',
      nonce: 'n0nce',
    });
  });

  it('each with the integrity configured next to its host, and the page\'s nonce (config.nonce)', () => {
    const scripts = supportChatScripts({
      nonce: 'page-n0nce',
      supportChat: { sdkIntegrity: 'sha384-sdk', domLibraryIntegrity: 'sha384-lib', nonce: 'older' },
    });
    expect(scripts).toEqual({
      domLibrary: 'https://cdn.jsdelivr.net/npm/cash-dom@8.1.5/dist/cash.min.js',
      domLibraryIntegrity: 'sha384-lib',
      sdk: 'https://dev.zopim.com/web-sdk/1.11.2/web-sdk.js',
      sdkIntegrity: 'sha384-sdk',
      nonce: 'page-n0nce',
    });
  });
});

describe('The support-chat SDK version is pinned (SPEC §9)', () => {
  it('a pinned version by default, never latest; the configured one when given', () => {
    expect(supportChatScripts().sdk).toMatch(/\/web-sdk\/\d+\.\d+\.\d+\/web-sdk\.js$/);
    expect(supportChatScripts({ supportChat: { sdkVersion: '1.12.0' } }).sdk).toBe('https://dev.zopim.com/web-sdk/1.12.0/web-sdk.js');
  });
});
