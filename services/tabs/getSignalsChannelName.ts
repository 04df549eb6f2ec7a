import { hashTemplate } from '../../engine/core/template/hashTemplate.ts';

function originOf(marketUrl: string): string {
  try {
    return new URL(marketUrl).origin;
  } catch {
    return marketUrl;
  }
}

/**
 * The name of the Web Lock and the BroadcastChannel the tabs share the signals socket over: one
 * per marketplace and user, and without the user's id in clear (lock and channel names are seen by
 * any script of the origin and in the browser's tools). A stable hash of the marketplace origin and
 * the user id: the template cache's 53-bit string hash, drawn with two seeds so that two users or
 * two marketplaces do not share a name. It obscures the id; it is no secret.
 */
export function getSignalsChannelName(marketUrl: string, userId: string): string {
  const key = `${originOf(marketUrl)}\n${userId}`;
  const part = (seed: number) => hashTemplate(key, seed).padStart(11, '0');
  return `unav-signals-${part(1)}${part(2)}`;
}
