import { isRecord } from '../../engine/core/bootstrap/isRecord.ts';

/** What a MESSAGE frame tells: each field only when the frame carried it. */
export interface SignalsCounts {
  unreadCount?: number;
  hasUnreadMessages?: boolean;
  homeUpdatedCount?: number;
}

export type SignalsFrame = { type: 'PING' } | { type: 'PONG' } | { type: 'MESSAGE'; counts: SignalsCounts };

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** The team's own entry: `{ self: {...} }`, or the array entry marked `self: true`. */
function findSelfEntry(team: unknown): Record<string, unknown> | undefined {
  if (Array.isArray(team)) return team.find((entry): entry is Record<string, unknown> => isRecord(entry) && entry.self === true);
  if (isRecord(team) && isRecord(team.self)) return team.self;
  return undefined;
}

/**
 * Reads one socket frame (SPEC §3): `{ type: 'PING' | 'PONG' | 'MESSAGE', payload }`. A MESSAGE
 * payload (an object or its JSON text) may hold
 *   'appwise-team':  the user's own entry `{ unreadCount, hasUnreadMessages }`
 *                    (as `{ self: {...} }` or as an array entry with `self: true`), and
 *   'appwise-feeds': entries `{ type: 'HOME', updatedResourceCount }`, summed.
 * Anything unreadable gives null, so a bad frame changes nothing.
 */
export function parseSignalsFrame(data: unknown): SignalsFrame | null {
  const frame = parseJson(data);
  if (!isRecord(frame)) return null;
  if (frame.type === 'PING' || frame.type === 'PONG') return { type: frame.type };
  if (frame.type !== 'MESSAGE') return null;
  const payload = parseJson(frame.payload);
  if (!isRecord(payload)) return { type: 'MESSAGE', counts: {} };
  const counts: SignalsCounts = {};
  const self = findSelfEntry(payload['appwise-team']);
  if (self) {
    if (typeof self.unreadCount === 'number' && Number.isFinite(self.unreadCount)) counts.unreadCount = self.unreadCount;
    if (typeof self.hasUnreadMessages === 'boolean') counts.hasUnreadMessages = self.hasUnreadMessages;
  }
  const feeds = payload['appwise-feeds'];
  if (Array.isArray(feeds)) {
    const home = feeds.filter((entry): entry is Record<string, unknown> => isRecord(entry) && entry.type === 'HOME');
    if (home.length > 0) {
      counts.homeUpdatedCount = home.reduce(
        (sum, entry) => sum + (typeof entry.updatedResourceCount === 'number' ? entry.updatedResourceCount : 0),
        0,
      );
    }
  }
  return { type: 'MESSAGE', counts };
}
