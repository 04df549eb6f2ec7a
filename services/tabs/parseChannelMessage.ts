import { isRecord } from '../../engine/core/bootstrap/isRecord.ts';
import { parseSignalsCounts, type SignalsCounts } from '../signals/parseSignalsCounts.ts';
import type { SocketStatus } from '../signals/state.ts';

/** What the tabs sharing one signals socket tell each other over their BroadcastChannel. */
export type ChannelMessage =
  | { type: 'counts'; counts: SignalsCounts }
  | { type: 'status'; status: SocketStatus }
  | { type: 'hello' }
  | { type: 'heartbeat'; id: string }
  | { type: 'bye'; id: string };

const SOCKET_STATUSES: readonly unknown[] = ['connecting', 'open', 'closed'] satisfies SocketStatus[];

/** A tab's id: the base-36 digits of one random draw (socketCoordinator). */
const TAB_ID = /^[0-9a-z]{1,32}$/;

function hasOnlyFields(record: Record<string, unknown>, fields: readonly string[]): boolean {
  return Object.keys(record).every((key) => fields.includes(key));
}

function isTabId(value: unknown): value is string {
  return typeof value === 'string' && TAB_ID.test(value);
}

/**
 * A message from the channel, read as strictly as a socket frame: any script of the marketplace's
 * origin can post on it, so nothing is trusted. Counts pass parseSignalsCounts (the frame's own
 * rules), a status is one of the socket's, an id is a tab id, and no other field may be present.
 * Anything else gives null and is dropped.
 */
export function parseChannelMessage(data: unknown): ChannelMessage | null {
  if (!isRecord(data)) return null;
  switch (data.type) {
    case 'counts': {
      const counts = hasOnlyFields(data, ['type', 'counts']) ? parseSignalsCounts(data.counts) : null;
      return counts ? { type: 'counts', counts } : null;
    }
    case 'status':
      return hasOnlyFields(data, ['type', 'status']) && SOCKET_STATUSES.includes(data.status)
        ? { type: 'status', status: data.status as SocketStatus }
        : null;
    case 'hello':
      return hasOnlyFields(data, ['type']) ? { type: 'hello' } : null;
    case 'heartbeat':
    case 'bye':
      return hasOnlyFields(data, ['type', 'id']) && isTabId(data.id) ? { type: data.type, id: data.id } : null;
    default:
      return null;
  }
}
