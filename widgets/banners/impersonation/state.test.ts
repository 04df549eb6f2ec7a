import { expect, it } from 'vitest';
import { impersonationReducer, initialImpersonationState, isEndDisabled, type ImpersonationAction, type ImpersonationState } from './state.ts';

const run = (...actions: ImpersonationAction[]): ImpersonationState =>
  actions.reduce(impersonationReducer, initialImpersonationState);

it('the banner shows once the delay has elapsed', () => {
  expect(initialImpersonationState.phase).toBe('hidden');
  expect(run({ type: 'ShowDelayElapsed' }).phase).toBe('shown');
});

it('ending asks for confirmation first; cancel returns to the banner', () => {
  expect(run({ type: 'ShowDelayElapsed' }, { type: 'EndClicked' }).phase).toBe('confirming');
  expect(run({ type: 'ShowDelayElapsed' }, { type: 'EndClicked' }, { type: 'ConfirmCancelClicked' }).phase).toBe('shown');
});

it('the end button is disabled while pending and re-enabled on failure', () => {
  const pending = run({ type: 'ShowDelayElapsed' }, { type: 'EndClicked' }, { type: 'ConfirmEndClicked' });
  expect(pending.phase).toBe('pending');
  expect(isEndDisabled(pending)).toBe(true);
  const failed = impersonationReducer(pending, { type: 'EndFailed' });
  expect(failed.phase).toBe('shown');
  expect(isEndDisabled(failed)).toBe(false);
  expect(isEndDisabled(impersonationReducer(pending, { type: 'EndSucceeded' }))).toBe(true);
});

it('a confirm without a dialog open changes nothing', () => {
  const shown = run({ type: 'ShowDelayElapsed' });
  expect(impersonationReducer(shown, { type: 'ConfirmEndClicked' })).toBe(shown);
});
