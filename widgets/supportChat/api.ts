import type { NavEnv } from '../../engine/core/env.ts';
import { request } from '../../engine/core/http/request.ts';
import { joinUrl } from '../../engine/core/url/joinUrl.ts';
import type { SupportChatToken } from '../../services/supportChat/supportChatSdk.ts';

const SUPPORT_CHAT_TOKEN_PATH = '/api/appwise/v1/teams/api/zendesk/token';

/**
 * GET {market}/api/appwise/v1/teams/api/zendesk/token (SPEC §7): the support-chat account and token.
 * A failed or malformed answer gives null: no support chat, nothing shown (SPEC §8).
 */
export async function fetchSupportChatToken(env: NavEnv, marketUrl: string, signal?: AbortSignal): Promise<SupportChatToken | null> {
  try {
    const body = await request<unknown>(env, joinUrl(marketUrl, SUPPORT_CHAT_TOKEN_PATH), signal ? { signal } : {});
    if (typeof body !== 'object' || body === null) return null;
    const { zendeskAccount, zendeskToken } = body as Record<string, unknown>;
    if (typeof zendeskAccount !== 'string' || !zendeskAccount || typeof zendeskToken !== 'string' || !zendeskToken) return null;
    return { zendeskAccount, zendeskToken };
  } catch {
    return null;
  }
}
