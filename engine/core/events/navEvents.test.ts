import { describe, expect, it } from 'vitest';
import { createTestEnv } from '../../../test/testEnv.ts';
import { emitNavEvent, NAV_EVENT_TYPES, navEventOf } from './navEvents.ts';

describe('navEvents', () => {
  it('sends each kind as the window event universalnav:<type>, its detail the rest, and reads it back', () => {
    const env = createTestEnv();
    const events = [
      { type: 'rendered', render: 'first-wave', ms: 512 },
      { type: 'fallback', why: 'Network request failed' },
      { type: 'call-failed', url: 'https://market.example.com/api/x', status: 500, error: 'HTTP 500' },
      { type: 'chunk-failed', chunk: 'CartPanel', error: 'refused' },
      { type: '401' },
    ] as const;
    for (const event of events) emitNavEvent(env, event);
    expect(env.emitted.map(({ type }) => type)).toEqual(NAV_EVENT_TYPES.map((type) => `universalnav:${type}`));
    expect(env.emitted[0]?.detail).toEqual({ render: 'first-wave', ms: 512 });
    expect(env.emitted.map(({ type, detail }) => navEventOf(type, detail))).toEqual(events);
  });

  it('reads no other event as one of ours', () => {
    expect(navEventOf('universalnav:cart:add', {})).toBeUndefined();
    expect(navEventOf('click', {})).toBeUndefined();
    expect(navEventOf('universalnav:401', undefined)).toEqual({ type: '401' });
  });
});
