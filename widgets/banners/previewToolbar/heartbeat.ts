import type { CookieJar } from '../../../engine/core/env.ts';
import { HEARTBEAT_SECONDS, PREVIEW_COOKIES } from '../../../engine/core/display/previewCookies.ts';

/**
 * Written as the page goes away (pagehide, beforeunload): the next page of the preview finds a
 * live session if it loads within 60 seconds; a closed preview tab lets it expire (SPEC §4).
 */
export function writeHeartbeat(cookies: CookieJar): void {
  cookies.set(PREVIEW_COOKIES.heartbeat, 'true', { maxAgeMs: HEARTBEAT_SECONDS * 1000, path: '/' });
}
