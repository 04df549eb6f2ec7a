import type { SupportChatConfig } from '../../engine/core/context/types.ts';
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
  sdk: string;
  nonce?: string;
}

/** The two script URLs from the config, each field falling back to its default. */
export function supportChatScripts(config: SupportChatConfig = {}): SupportChatScripts {
  const version = config.sdkVersion || SUPPORT_CHAT_DEFAULTS.sdkVersion;
  return {
    domLibrary: joinUrl(config.domLibraryHost || SUPPORT_CHAT_DEFAULTS.domLibraryHost, DOM_LIBRARY_PATH),
    sdk: joinUrl(config.sdkHost || SUPPORT_CHAT_DEFAULTS.sdkHost, sdkPath(version)),
    ...(config.nonce ? { nonce: config.nonce } : {}),
  };
}
