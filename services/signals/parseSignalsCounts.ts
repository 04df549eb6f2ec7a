import { isRecord } from '../../engine/core/bootstrap/isRecord.ts';

/** What a MESSAGE frame tells: each field only when the frame carried it. */
export interface SignalsCounts {
  unreadCount?: number;
  hasUnreadMessages?: boolean;
  homeUpdatedCount?: number;
}

/** No real count comes near this (badges read 9+ from 10 on); anything larger is not a count. */
export const MAX_SIGNALS_COUNT = 1_000_000;

/** A count of the signals: a whole number from 0 to MAX_SIGNALS_COUNT. */
export function isSignalsCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_SIGNALS_COUNT;
}

const COUNT_FIELDS: Record<keyof SignalsCounts, (value: unknown) => boolean> = {
  unreadCount: isSignalsCount,
  hasUnreadMessages: (value) => typeof value === 'boolean',
  homeUpdatedCount: isSignalsCount,
};

/**
 * Counts as another tab sends them (socketCoordinator): exactly the shape parseSignalsFrame makes,
 * an object of known fields, each valid. Anything else (another field, a float, a negative or huge
 * count, a string, nesting) gives null, so the whole message is dropped.
 */
export function parseSignalsCounts(value: unknown): SignalsCounts | null {
  if (!isRecord(value)) return null;
  for (const [field, item] of Object.entries(value)) {
    if (!Object.hasOwn(COUNT_FIELDS, field) || !COUNT_FIELDS[field as keyof SignalsCounts](item)) return null;
  }
  return { ...value } as SignalsCounts;
}
