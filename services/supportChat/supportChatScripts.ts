import { getScriptNonce } from '../../engine/core/config/getScriptNonce.ts';
import type { NavConfig } from '../../engine/core/config/navConfig.ts';
import { joinUrl } from '../../engine/core/url/joinUrl.ts';

/** The defaults of config.supportChat (SPEC §7 external script hosts, SPEC §9 pinned version). */
export const SUPPORT_CHAT_DEFAULTS = {
  sdkHost: 'https://dev.zopim.com',
  sdkVersion: '1.11.2',
  domLibraryHost: 'https://cdn.jsdelivr.net',
} as const;

/** The DOM library is pinned in its path, as the SDK is by sdkVersion. */
export const DOM_LIBRARY_PATH = '/npm/cash-dom@8.1.5/dist/cash.min.js';

export function sdkPath(version: string): string {
  return `/web-sdk/${encodeURIComponent(version)}/web-sdk.js`;
}

export interface SupportChatScripts {
  /** Loaded first: the SDK expects it on the page. */
  domLibrary: string;
  domLibraryIntegrity?: string;
  sdk: string;
  sdkIntegrity?: string;
  /** The page's CSP nonce, on both scripts (getScriptNonce). */
  nonce?: string;
}

/** The two script URLs from the config, each field falling back to its default, with their integrity and the nonce. */
export function supportChatScripts(config: Pick<NavConfig, 'supportChat' | 'nonce'> = {}): SupportChatScripts {
  const chat = config.supportChat ?? {};
  const version = chat.sdkVersion || SUPPORT_CHAT_DEFAULTS.sdkVersion;
  const nonce = getScriptNonce(config);
  return {
    domLibrary: joinUrl(chat.domLibraryHost || SUPPORT_CHAT_DEFAULTS.domLibraryHost, DOM_LIBRARY_PATH),
    ...(chat.domLibraryIntegrity ? { domLibraryIntegrity: chat.domLibraryIntegrity } : {}),
    sdk: joinUrl(chat.sdkHost || SUPPORT_CHAT_DEFAULTS.sdkHost, sdkPath(version)),
    ...(chat.sdkIntegrity ? { sdkIntegrity: chat.sdkIntegrity } : {}),
    ...(nonce ? { nonce } : {}),
  };
}
