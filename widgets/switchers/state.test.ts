import { expect, it } from 'vitest';
import { createSwitchState, switchReducer } from './state.ts';

it('choosing another option makes the change pending', () => {
  const state = switchReducer(createSwitchState('USD'), { type: 'OptionChosen', value: 'EUR' });
  expect(state).toEqual({ value: 'EUR', status: 'pending', previous: 'USD' });
});

it('choosing the current option, or choosing while a change is pending, changes nothing', () => {
  const idle = createSwitchState('USD');
  expect(switchReducer(idle, { type: 'OptionChosen', value: 'USD' })).toBe(idle);
  const pending = switchReducer(idle, { type: 'OptionChosen', value: 'EUR' });
  expect(switchReducer(pending, { type: 'OptionChosen', value: 'CAD' })).toBe(pending);
});

it('a successful change keeps the new value', () => {
  const pending = switchReducer(createSwitchState('USD'), { type: 'OptionChosen', value: 'EUR' });
  expect(switchReducer(pending, { type: 'ChangeSucceeded' })).toEqual({ value: 'EUR', status: 'idle', previous: 'EUR' });
});

it('a failed change shows the old value again and reads failed', () => {
  const pending = switchReducer(createSwitchState('USD'), { type: 'OptionChosen', value: 'EUR' });
  expect(switchReducer(pending, { type: 'ChangeFailed' })).toEqual({ value: 'USD', status: 'failed', previous: 'USD' });
});

it('a failed switch can be tried again', () => {
  const failed = switchReducer(switchReducer(createSwitchState('USD'), { type: 'OptionChosen', value: 'EUR' }), { type: 'ChangeFailed' });
  expect(switchReducer(failed, { type: 'OptionChosen', value: 'EUR' }).status).toBe('pending');
});

it('a new value behind the control (the fresh bootstrap) replaces the shown one', () => {
  expect(switchReducer(createSwitchState('USD'), { type: 'SourceValueChanged', value: 'EUR' })).toEqual(createSwitchState('EUR'));
  const failed = switchReducer(switchReducer(createSwitchState('USD'), { type: 'OptionChosen', value: 'EUR' }), { type: 'ChangeFailed' });
  expect(switchReducer(failed, { type: 'SourceValueChanged', value: 'CAD' })).toEqual(createSwitchState('CAD'));
});

it('a change on its way is kept when the value behind the control changes', () => {
  const pending = switchReducer(createSwitchState('USD'), { type: 'OptionChosen', value: 'EUR' });
  expect(switchReducer(pending, { type: 'SourceValueChanged', value: 'CAD' })).toBe(pending);
});
