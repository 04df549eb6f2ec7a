import { isRecord } from '../../engine/core/bootstrap/isRecord.ts';
import { isSignalsCount, type SignalsCounts } from './parseSignalsCounts.ts';

export type { SignalsCounts };

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
 * Counts are whole numbers from 0 to MAX_SIGNALS_COUNT (isSignalsCount): a field holding anything
 * else is left out, and a HOME entry without a valid count adds 0. Anything unreadable gives null,
 * so a bad frame changes nothing.
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
    if (isSignalsCount(self.unreadCount)) counts.unreadCount = self.unreadCount;
    if (typeof self.hasUnreadMessages === 'boolean') counts.hasUnreadMessages = self.hasUnreadMessages;
  }
  const feeds = payload['appwise-feeds'];
  if (Array.isArray(feeds)) {
    const home = feeds.filter((entry): entry is Record<string, unknown> => isRecord(entry) && entry.type === 'HOME');
    const sum = home.reduce((total, entry) => total + (isSignalsCount(entry.updatedResourceCount) ? entry.updatedResourceCount : 0), 0);
    if (home.length > 0 && isSignalsCount(sum)) counts.homeUpdatedCount = sum;
  }
  return { type: 'MESSAGE', counts };
}
