import { PREVIEW_COOKIES } from '../../../engine/core/display/previewCookies.ts';
import type { NavEnv } from '../../../engine/core/env.ts';
import { isMobileUserAgent } from './isMobileUserAgent.ts';

/** The way back to the mobile site: a mobile visitor who chose the desktop site (SPEC §4). */
export function isMobileReturnShown(env: Pick<NavEnv, 'cookies'>, userAgent: string): boolean {
  return env.cookies.get(PREVIEW_COOKIES.desktopVersion) === '1' && isMobileUserAgent(userAgent);
}
