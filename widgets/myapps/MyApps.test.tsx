// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { createTestEnv } from '../../test/testEnv.ts';
import { NavProvider } from '../../engine/react/context/NavContext.tsx';
import { DropdownGroup, useDropdown } from '../../ui/DropdownGroup.tsx';
import { MyApps, type MyAppsProps } from './MyApps.tsx';
import { HOVER_CLOSE_DELAY_MS } from './useMyApps.ts';

const ASSIGNMENTS = 'https://market.example.com/api/v3/universal-nav/assignments/company-1/user-1?limitNbApps=9';

const apps = [
  { name: 'Mail', imageUrl: 'https://cdn.example.com/mail.png', launchUrl: 'https://mail.example.com', userEntitlementStatus: 'ACTIVE' },
  { name: '<b>Docs</b>', launchUrl: 'https://docs.example.com', userEntitlementStatus: 'ACTIVE' },
  { name: 'Legacy', launchUrl: 'https://legacy.example.com', userEntitlementStatus: 'SUSPENDED' },
];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Another header dropdown, to see that opening My Apps closes it. */
function OtherDropdown() {
  const other = useDropdown('user');
  return (
    <button type="button" data-dropdown="user" data-state={other.dataState} onClick={other.toggle}>
      User menu
    </button>
  );
}

function setup(props: MyAppsProps = {}, respond: () => Response = () => json(apps), mock = false) {
  const calls: string[] = [];
  const env = createTestEnv({ fetch: async (input) => (calls.push(String(input)), respond()) });
  const nav = createTestNavContext({ config: { mock } });
  render(
    <NavProvider nav={nav} env={env}>
      <DropdownGroup>
        <OtherDropdown />
        <MyApps {...props} />
      </DropdownGroup>
    </NavProvider>,
  );
  return { calls, trigger: screen.getByRole('button', { name: 'My Apps' }) };
}

describe('My Apps', () => {
  it('lists active apps with a launch URL as links, app names as text, and a See all link to /myapps', async () => {
    const user = userEvent.setup();
    const { calls, trigger } = setup();
    await user.click(trigger);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Mail' })).toBeTruthy());
    expect(calls).toEqual([ASSIGNMENTS]);
    expect(screen.getByRole('menu').getAttribute('data-state')).toBe('open');
    expect(screen.getByRole('menuitem', { name: 'Mail' }).getAttribute('href')).toBe('https://mail.example.com');
    expect(screen.getByRole('menuitem', { name: '<b>Docs</b>' }).getAttribute('href')).toBe('https://docs.example.com');
    expect(screen.queryByRole('menuitem', { name: 'Legacy' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'See all' }).getAttribute('href')).toBe('https://market.example.com/myapps');
  });

  it('in mock mode apps of any status are listed', async () => {
    const user = userEvent.setup();
    const { trigger } = setup({}, () => json(apps), true);
    await user.click(trigger);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Legacy' })).toBeTruthy());
  });

  it('SPEC §8: a failed My Apps call falls back silently (no apps, no message) and marks the user logged out', async () => {
    const onLoggedOut = vi.fn();
    const user = userEvent.setup();
    const { trigger } = setup({ onLoggedOut }, () => json({}, 500));
    await waitFor(() => expect(onLoggedOut).toHaveBeenCalledTimes(1));
    expect(trigger.closest('[data-status="loggedOut"]')).not.toBeNull();
    await user.click(trigger);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['See all']);
    // Silent: neither a failure message nor 'No applications yet.', which would mislead.
    expect(screen.getByRole('menu').querySelector('.unav-myapps__message')).toBeNull();
  });

  it('SPEC §6: no My Apps launcher, and no assignments call, for a logged-out user, whatever layout holds {{myApps}}', () => {
    const calls: string[] = [];
    const env = createTestEnv({ fetch: async (input) => (calls.push(String(input)), json(apps)) });
    const nav = createTestNavContext({ user: { state: 'loggedout', id: undefined, companyId: undefined } });
    render(
      <NavProvider nav={nav} env={env}>
        <DropdownGroup>
          <MyApps />
        </DropdownGroup>
      </NavProvider>,
    );
    expect(screen.queryByRole('button', { name: 'My Apps' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('a click toggles it and opening it closes the other dropdowns', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    const other = screen.getByRole('button', { name: 'User menu' });
    await user.click(other);
    expect(other.getAttribute('data-state')).toBe('open');
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(other.getAttribute('data-state')).toBe('closed');
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('keyboard: Enter opens on the first item, arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await waitFor(() => expect(trigger.closest('[data-status="ready"]')).not.toBeNull());
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Mail' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '<b>Docs</b>' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'See all' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Mail' }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'See all' }));
    // The tiles sit in rows: the arrows across move too.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Mail' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'See all' }));
    await user.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('keyboard: ArrowDown and Space open it too', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await waitFor(() => expect(trigger.closest('[data-status="ready"]')).not.toBeNull());
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Mail' }));
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Mail' }));
  });

  it('the open dropdown has no accessibility violations (axe)', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.click(trigger);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Mail' })).toBeTruthy());
    // Colour contrast needs a layout engine; jsdom has none.
    const result = await axe.run(trigger.closest('.unav-myapps') as Element, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  describe('hover', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    // As a browser sends them: over and out on the trigger, enter and leave on the widget around it
    // too. React derives its enter and leave from over and out; Preact (the script-tag bundle's
    // renderer) listens to enter and leave themselves, which do not bubble.
    const widgetOf = (el: Element) => el.closest('[data-dropdown]') ?? el;
    const hover = (el: Element, pointerType = 'mouse') => {
      fireEvent.pointerOver(el, { pointerType });
      fireEvent.pointerEnter(widgetOf(el), { pointerType });
    };
    const unhover = (el: Element) => {
      fireEvent.pointerOut(el, { pointerType: 'mouse', relatedTarget: document.body });
      fireEvent.pointerLeave(widgetOf(el), { pointerType: 'mouse', relatedTarget: document.body });
    };

    it('pointer enter opens it; leaving closes it after a short delay', () => {
      const { trigger } = setup();
      hover(trigger);
      expect(trigger.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByRole('menu').getAttribute('data-state')).toBe('open');
      unhover(trigger);
      act(() => vi.advanceTimersByTime(HOVER_CLOSE_DELAY_MS - 1));
      expect(trigger.getAttribute('aria-expanded')).toBe('true');
      act(() => vi.advanceTimersByTime(1));
      expect(trigger.getAttribute('aria-expanded')).toBe('false');
    });

    it('coming back before the delay keeps it open, and a click pins it open', () => {
      const { trigger } = setup();
      hover(trigger);
      unhover(trigger);
      hover(trigger);
      act(() => vi.advanceTimersByTime(HOVER_CLOSE_DELAY_MS * 2));
      expect(trigger.getAttribute('aria-expanded')).toBe('true');
      fireEvent.click(trigger);
      expect(trigger.getAttribute('aria-expanded')).toBe('true');
      unhover(trigger);
      act(() => vi.advanceTimersByTime(HOVER_CLOSE_DELAY_MS * 2));
      expect(trigger.getAttribute('aria-expanded')).toBe('true');
    });

    it('a click that arrives before the hover has rendered still leaves it open', () => {
      const { trigger } = setup();
      // A quick move-and-click: both events are handled before React renders the hover's update.
      act(() => {
        hover(trigger);
        trigger.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      });
      expect(trigger.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByRole('menu').getAttribute('data-state')).toBe('open');
    });

    it('a key on the trigger of a hover-opened dropdown keeps it open when the pointer has left', () => {
      const { trigger } = setup();
      hover(trigger);
      unhover(trigger);
      trigger.focus();
      fireEvent.keyDown(trigger, { key: 'ArrowDown' });
      act(() => vi.advanceTimersByTime(HOVER_CLOSE_DELAY_MS * 2));
      expect(trigger.getAttribute('aria-expanded')).toBe('true');
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'See all' }));
    });

    it('a touch does not open it by hover', () => {
      const { trigger } = setup();
      hover(trigger, 'touch');
      expect(trigger.getAttribute('aria-expanded')).toBe('false');
    });

    it('unmounting while a close is pending leaves no timer', async () => {
      const { trigger } = setup();
      // The assignments call settles (its body is read in tasks of their own), so its timer is gone.
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(vi.getTimerCount()).toBe(0);
      hover(trigger);
      unhover(trigger);
      expect(vi.getTimerCount()).toBe(1);
      cleanup();
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
