import type { NavConfig } from '../config/navConfig.ts';

/**
 * The config as a server may write it into the page's data (ServerNavData): without the bearer
 * token, which stays on the server, and without the CSP nonce (`nonce`, `supportChat.nonce`). A
 * nonce in readable page data is one an injected script could copy onto its own script element;
 * the browser takes it from the config the page gives mount() instead (parseServerNavData). The
 * event hook (`onEvent`) is code, not data: the page passes its own to mount().
 */
export function toPageSafeConfig<Config extends NavConfig>(config: Config): Config {
  const { token: _token, nonce: _nonce, onEvent: _onEvent, ...safe } = config;
  if (!safe.supportChat || !('nonce' in safe.supportChat)) return safe as Config;
  const { nonce: _chatNonce, ...supportChat } = safe.supportChat;
  return { ...safe, supportChat } as Config;
}
