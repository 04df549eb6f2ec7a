import { expect, it } from 'vitest';
import { dropdownGroupReducer, initialDropdownGroupState } from './dropdownGroupState.ts';

it('a trigger click toggles its dropdown and closes the others', () => {
  const userOpen = dropdownGroupReducer(initialDropdownGroupState, { type: 'TriggerClicked', id: 'user' });
  expect(userOpen.openId).toBe('user');
  const manageOpen = dropdownGroupReducer(userOpen, { type: 'TriggerClicked', id: 'manage' });
  expect(manageOpen.openId).toBe('manage');
  expect(dropdownGroupReducer(manageOpen, { type: 'TriggerClicked', id: 'manage' }).openId).toBeNull();
});

it('close all closes whatever is open; closing another id changes nothing', () => {
  const open = { openId: 'cart' };
  expect(dropdownGroupReducer(open, { type: 'OutsidePressed' }).openId).toBeNull();
  expect(dropdownGroupReducer(open, { type: 'CloseRequested', id: 'user' })).toBe(open);
});
