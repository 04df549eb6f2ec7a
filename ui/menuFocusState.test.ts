import { expect, it } from 'vitest';
import { initialMenuFocusState, menuFocusReducer, type MenuFocusAction } from './menuFocusState.ts';

function run(...actions: MenuFocusAction[]) {
  return actions.reduce(menuFocusReducer, initialMenuFocusState).activeIndex;
}

it('opening from the trigger focuses the first item, or the last with ArrowUp', () => {
  expect(run({ type: 'MenuOpened', focus: 'first', itemCount: 3 })).toBe(0);
  expect(run({ type: 'MenuOpened', focus: 'last', itemCount: 3 })).toBe(2);
});

it('opening on an item index focuses that item, or the first when there is no such item', () => {
  expect(run({ type: 'MenuOpened', focus: 2, itemCount: 4 })).toBe(2);
  expect(run({ type: 'MenuOpened', focus: -1, itemCount: 4 })).toBe(0);
  expect(run({ type: 'MenuOpened', focus: 4, itemCount: 4 })).toBe(0);
});

it('arrows move through the items and wrap at both ends', () => {
  const open = { type: 'MenuOpened', focus: 'first', itemCount: 3 } as const;
  expect(run(open, { type: 'MenuArrowDownPressed', itemCount: 3 })).toBe(1);
  expect(run(open, { type: 'MenuArrowUpPressed', itemCount: 3 })).toBe(2);
  expect(run({ type: 'MenuOpened', focus: 'last', itemCount: 3 }, { type: 'MenuArrowDownPressed', itemCount: 3 })).toBe(0);
});

it('in a menu laid out in rows, ArrowRight and ArrowLeft move as ArrowDown and ArrowUp do', () => {
  const open = { type: 'MenuOpened', focus: 'first', itemCount: 3 } as const;
  expect(run(open, { type: 'MenuArrowRightPressed', itemCount: 3 })).toBe(1);
  expect(run(open, { type: 'MenuArrowLeftPressed', itemCount: 3 })).toBe(2);
});

it('Home and End jump to the first and last item', () => {
  expect(run({ type: 'ItemFocused', index: 1 }, { type: 'MenuEndPressed', itemCount: 4 })).toBe(3);
  expect(run({ type: 'ItemFocused', index: 3 }, { type: 'MenuHomePressed', itemCount: 4 })).toBe(0);
});

it('focusing an item with the pointer makes it the active one; closing forgets it', () => {
  expect(run({ type: 'ItemFocused', index: 2 })).toBe(2);
  expect(run({ type: 'ItemFocused', index: 2 }, { type: 'MenuClosed' })).toBe(-1);
});

it('an empty menu has nothing to focus', () => {
  expect(run({ type: 'MenuOpened', focus: 'first', itemCount: 0 }, { type: 'MenuArrowDownPressed', itemCount: 0 })).toBe(-1);
});
