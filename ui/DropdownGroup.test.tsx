// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { DropdownGroup, focusLeftOpenDropdown, useDropdown } from './DropdownGroup.tsx';

it('focus leaving the open dropdown: outside every dropdown, or into another named one', () => {
  document.body.innerHTML = '<div data-dropdown="cart"><a id="in-cart" href="#">x</a></div><div data-dropdown=""><a id="unnamed" href="#">y</a></div><a id="out" href="#">z</a>';
  expect(focusLeftOpenDropdown(document.getElementById('out'), 'user')).toBe(true);
  expect(focusLeftOpenDropdown(document.getElementById('in-cart'), 'user')).toBe(true);
  expect(focusLeftOpenDropdown(document.getElementById('in-cart'), 'cart')).toBe(false);
  expect(focusLeftOpenDropdown(document.getElementById('unnamed'), 'user')).toBe(false);
  expect(focusLeftOpenDropdown(document.getElementById('out'), null)).toBe(false);
  document.body.innerHTML = '';
});

function Panel({ id }: { id: string }) {
  const dropdown = useDropdown(id);
  return (
    <div data-dropdown={id} data-state={dropdown.dataState}>
      <button type="button" onClick={dropdown.toggle}>
        {id}
      </button>
      {dropdown.isOpen && <a href="#inside">inside {id}</a>}
    </div>
  );
}

it('tabbing from an open dropdown to a control outside it closes all, for any widget of the group', async () => {
  const user = userEvent.setup();
  render(
    <DropdownGroup>
      <Panel id="cart" />
      <button type="button">after</button>
    </DropdownGroup>,
  );
  await user.click(screen.getByRole('button', { name: 'cart' }));
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'inside cart' }));
  expect(screen.getByRole('button', { name: 'cart' }).parentElement?.getAttribute('data-state')).toBe('open');
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }));
  expect(screen.getByRole('button', { name: 'cart' }).parentElement?.getAttribute('data-state')).toBe('closed');
});
