import { expect, it, vi } from 'vitest';
import { createTestEnv } from '../../../test/testEnv.ts';
import { emitNavEvent } from '../events/navEvents.ts';
import { withEventHook } from './withEventHook.ts';

it('gives config.onEvent each event of ours as it is dispatched, and the window still gets it', () => {
  const env = createTestEnv();
  const onEvent = vi.fn();
  const hooked = withEventHook(env, onEvent);
  emitNavEvent(hooked, { type: 'rendered', render: 'fresh', ms: 40 });
  hooked.emit('universalnav:cart:add', { id: 1 });
  expect(onEvent.mock.calls).toEqual([[{ type: 'rendered', render: 'fresh', ms: 40 }]]);
  expect(env.emitted.map(({ type }) => type)).toEqual(['universalnav:rendered', 'universalnav:cart:add']);
  // The rest of the env is the same env.
  expect(hooked.location).toEqual(env.location);
});

it('a hook that throws is logged once per event, and the runtime goes on', () => {
  const env = createTestEnv();
  const hooked = withEventHook(env, () => {
    throw new Error('host bug');
  });
  expect(() => emitNavEvent(hooked, { type: 'fallback', why: 'x' })).not.toThrow();
  expect(env.warnings).toEqual([['universal-nav: config.onEvent threw', new Error('host bug')]]);
  expect(env.emitted).toHaveLength(1);
});

it('without a hook the env is the same env', () => {
  const env = createTestEnv();
  expect(withEventHook(env, undefined)).toBe(env);
});
