import { joinUrl } from '../../engine/core/url/joinUrl.ts';

/**
 * The signals socket address (SPEC §7): the marketplace origin with http(s) turned into ws(s),
 * then /api/appwise/v1/signals/?d= followed by the JSON text {"token":…,"marketUrl":…} encoded
 * with encodeURIComponent (so quotes, braces, ':' and '/' travel as %22, %7B, %3A, %2F).
 */
export function getSignalsUrl(marketUrl: string, token: string): string {
  const wsBase = marketUrl.replace(/^http(s?):\/\//i, (_whole, s: string) => `ws${s.toLowerCase()}://`);
  const d = encodeURIComponent(JSON.stringify({ token, marketUrl }));
  return joinUrl(wsBase, `/api/appwise/v1/signals/?d=${d}`);
}
