import { expect, it } from 'vitest';
import { impersonationReducer, initialImpersonationState, isEndDisabled, type ImpersonationAction, type ImpersonationState } from './state.ts';

const run = (...actions: ImpersonationAction[]): ImpersonationState =>
  actions.reduce(impersonationReducer, initialImpersonationState);

it('the banner shows once the delay has elapsed', () => {
  expect(initialImpersonationState.status).toBe('hidden');
  expect(run({ type: 'ShowDelayElapsed' }).status).toBe('shown');
});

it('ending asks for confirmation first; cancel returns to the banner', () => {
  expect(run({ type: 'ShowDelayElapsed' }, { type: 'EndClick' }).status).toBe('confirming');
  expect(run({ type: 'ShowDelayElapsed' }, { type: 'EndClick' }, { type: 'ConfirmCancelClick' }).status).toBe('shown');
});

it('the end button is disabled while pending and re-enabled on failure', () => {
  const pending = run({ type: 'ShowDelayElapsed' }, { type: 'EndClick' }, { type: 'ConfirmEndClick' });
  expect(pending.status).toBe('pending');
  expect(isEndDisabled(pending)).toBe(true);
  const failed = impersonationReducer(pending, { type: 'EndFailed' });
  expect(failed.status).toBe('shown');
  expect(isEndDisabled(failed)).toBe(false);
  expect(isEndDisabled(impersonationReducer(pending, { type: 'EndSucceeded' }))).toBe(true);
});

it('a confirm without a dialog open changes nothing', () => {
  const shown = run({ type: 'ShowDelayElapsed' });
  expect(impersonationReducer(shown, { type: 'ConfirmEndClick' })).toBe(shown);
});
