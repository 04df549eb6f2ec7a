// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { expect, it } from 'vitest';
import type { LazyModuleStatus } from '../../engine/core/load/lazyModule.ts';
import { renderWithNav } from '../../test/renderWithNav.tsx';
import { DropdownGroup, useDropdown } from '../DropdownGroup.tsx';
import { DropdownStandIn } from './DropdownStandIn.tsx';
import type { WidgetHandover } from '../widgetHandover.ts';
import type { PressEnd } from './pressHold.ts';

/** The stand-in as a lazy widget draws it, with the loads and asks it makes recorded. */
function setup(status: LazyModuleStatus = 'idle', menu = true) {
  const handover = { focused: false };
  const asked: WidgetHandover['opened'][] = [];
  const presses: PressEnd[] = [];
  let loads = 0;
  function Harness() {
    const [current, setCurrent] = useState(status);
    return (
      <DropdownGroup>
        <DropdownStandIn
          status={current}
          load={() => {
            loads += 1;
            setCurrent((s) => (s === 'failed' ? 'loading' : s));
          }}
          asked={asked.length > 0}
          ask={(opened) => void asked.push(opened)}
          focusChanged={(focused) => {
            handover.focused = focused;
          }}
          heard={() => {}}
          pressed={(end) => void presses.push(end)}
          dropdownId="apps"
          className="apps"
          triggerClassName="apps__trigger"
          triggerTitle="All apps"
          menu={menu}
          panelClassName="apps__panel"
          loadingLabel="Loading apps"
        >
          Apps
        </DropdownStandIn>
        <Other />
      </DropdownGroup>
    );
  }
  renderWithNav(<Harness />);
  return { handover, asked, presses, loads: () => loads, trigger: screen.getByRole('button', { name: 'Apps' }) };
}

function Other() {
  const dropdown = useDropdown('other');
  return (
    <button type="button" onClick={dropdown.toggle}>
      Other {dropdown.dataState}
    </button>
  );
}

it('draws the closed trigger as the widget does: a menu button, collapsed, named by its content, with its title', () => {
  const { trigger } = setup();
  expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  expect(trigger.getAttribute('title')).toBe('All apps');
  expect(trigger.closest('[data-dropdown="apps"]')?.getAttribute('data-state')).toBe('closed');
  expect(screen.queryByRole('status')).toBeNull();
});

it('pointer over the trigger, or focus on it, asks for the code; focus is noted for the widget', () => {
  const { trigger, handover, loads } = setup();
  fireEvent.pointerEnter(trigger);
  expect(loads()).toBe(1);
  act(() => trigger.focus());
  expect(loads()).toBe(2);
  expect(handover.focused).toBe(true);
  act(() => trigger.blur());
  expect(handover.focused).toBe(false);
});

it('a click opens its dropdown in the group at once, with a loading state, and asks for the widget opened on its first item', async () => {
  const user = userEvent.setup();
  const { trigger, asked } = setup('loading');
  await user.click(trigger);
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
  const status = screen.getByRole('status', { name: 'Loading apps' });
  expect(trigger.getAttribute('aria-controls')).toBe(status.parentElement?.id);
  expect(asked).toEqual(['first']);
  // One open at a time: opening another dropdown of the group closes this one.
  await user.click(screen.getByRole('button', { name: /Other/ }));
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('status')).toBeNull();
  expect((await axe.run(document.body)).violations).toEqual([]);
});

it('a pointer down or Space down on the trigger is told as a press, ended by its own kind of release', async () => {
  const user = userEvent.setup();
  const { trigger, presses } = setup();
  await user.pointer({ keys: '[MouseLeft>]', target: trigger });
  expect(presses).toEqual(['pointer']);
  await user.pointer({ keys: '[/MouseLeft]', target: trigger });
  await user.keyboard(' ');
  expect(presses).toEqual(['pointer', 'key']);
});

it('ArrowDown asks for the first item, ArrowUp for the last; a panel (not a menu) opens with no item to focus', () => {
  const { trigger, asked } = setup();
  fireEvent.keyDown(trigger, { key: 'ArrowUp' });
  expect(asked).toEqual(['last']);
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
  fireEvent.keyDown(trigger, { key: 'Escape' });
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  fireEvent.keyDown(trigger, { key: 'ArrowDown' });
  expect(asked).toEqual(['last', 'first']);
});

it('a panel: the click asks for it with nothing inside to focus, and arrows do nothing', () => {
  const { trigger, asked } = setup('idle', false);
  expect(trigger.getAttribute('aria-haspopup')).toBeNull();
  fireEvent.keyDown(trigger, { key: 'ArrowDown' });
  expect(asked).toEqual([]);
  fireEvent.click(trigger);
  expect(asked).toEqual(['panel']);
});

it('code that could not load: the open panel says so and tries again', async () => {
  const user = userEvent.setup();
  const { trigger, loads } = setup('failed');
  // A click with no focus (a focus would itself try again).
  fireEvent.click(trigger);
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain('This could not be loaded.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(loads()).toBeGreaterThan(0);
  expect(screen.getByRole('status', { name: 'Loading apps' })).toBeTruthy();
});
