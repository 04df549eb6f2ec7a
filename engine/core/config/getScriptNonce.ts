import type { NavConfig } from './navConfig.ts';

/**
 * The CSP nonce of every script the runtime adds to the page: config.nonce, else the older
 * supportChat.nonce. The one place the nonce is read, so all of them carry the same one.
 */
export function getScriptNonce(config: Pick<NavConfig, 'nonce' | 'supportChat'>): string | undefined {
  return config.nonce || config.supportChat?.nonce || undefined;
}
