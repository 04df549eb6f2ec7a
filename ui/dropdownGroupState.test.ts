import { expect, it } from 'vitest';
import { dropdownGroupReducer, initialDropdownGroupState } from './dropdownGroupState.ts';

it('a trigger click toggles its dropdown and closes the others', () => {
  const userOpen = dropdownGroupReducer(initialDropdownGroupState, { type: 'TriggerClick', id: 'user' });
  expect(userOpen.openId).toBe('user');
  const manageOpen = dropdownGroupReducer(userOpen, { type: 'TriggerClick', id: 'manage' });
  expect(manageOpen.openId).toBe('manage');
  expect(dropdownGroupReducer(manageOpen, { type: 'TriggerClick', id: 'manage' }).openId).toBeNull();
});

it('close all closes whatever is open; closing another id changes nothing', () => {
  const open = { openId: 'cart' };
  expect(dropdownGroupReducer(open, { type: 'OutsidePress' }).openId).toBeNull();
  expect(dropdownGroupReducer(open, { type: 'FunctionClose', id: 'user' })).toBe(open);
});
