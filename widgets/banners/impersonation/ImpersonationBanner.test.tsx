// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { createMemoryCookies, createMemoryStorage, createTestEnv } from '../../../test/testEnv.ts';
import { NavProvider } from '../../../engine/react/context/NavContext.tsx';
import { navigation } from '../page/navigation.ts';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';

function deferredFetch() {
  let answer: (response: Response) => void = () => {};
  const fetch = vi.fn(
    (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  );
  return { fetch, answer: (response: Response) => act(async () => answer(response)) };
}

function renderBanner({ impersonated = true, originalPage = '/superuser/companies/42', name = 'Grace Hopper', boxKept = false } = {}) {
  const { fetch, answer } = deferredFetch();
  const sessionStorage = createMemoryStorage(originalPage ? { 'unav.impersonation.originalPage': originalPage } : {});
  const env = createTestEnv({ fetch, sessionStorage, cookies: createMemoryCookies({ 'XSRF-TOKEN': 'xsrf-1' }) });
  const nav = createTestNavContext({ user: { impersonated, name, email: 'grace@example.com' }, ...(boxKept ? { impersonationBoxKept: true } : {}) });
  const view = render(
    <NavProvider nav={nav} env={env}>
      <ImpersonationBanner />
    </NavProvider>,
  );
  const user = userEvent.setup();
  return { ...view, env, fetch, answer, user };
}

const show = () => act(() => vi.advanceTimersByTime(300));
/** The 300 ms delay runs on fake timers; clicks and fetches then run on real ones (user-event needs them). */
const showThenUseRealTimers = () => {
  show();
  vi.useRealTimers();
};

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.removeAttribute('style');
});

it('the impersonation banner shows after 300 ms with the user name and email as text', () => {
  renderBanner({ name: '<img src=x onerror=alert(1)>' });
  act(() => vi.advanceTimersByTime(299));
  expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull();
  act(() => vi.advanceTimersByTime(1));
  const banner = screen.getByRole('region', { name: 'Impersonation' });
  expect(banner.textContent).toContain(
    'You are in impersonation mode and logged in as <img src=x onerror=alert(1)> (grace@example.com)',
  );
  expect(banner.querySelector('img')).toBeNull();
});

it('the banner\'s box is there from the first render, empty and hidden from screen readers, so nothing moves at 300 ms', () => {
  const { container, unmount } = renderBanner();
  const box = container.querySelector('.unav-impersonation-banner');
  expect(box?.getAttribute('aria-hidden')).toBe('true');
  expect(box?.textContent).toBe('');
  expect(screen.queryByRole('region')).toBeNull();
  show();
  expect(container.querySelectorAll('.unav-impersonation-banner')).toHaveLength(1);
  expect(screen.getByRole('region', { name: 'Impersonation' }).textContent).toContain('Grace Hopper');
  unmount();
});

it('a cached impersonated user not yet confirmed keeps the empty box, and no words', () => {
  const { container } = renderBanner({ impersonated: false, boxKept: true });
  act(() => vi.advanceTimersByTime(1000));
  const box = container.querySelector('.unav-impersonation-banner');
  expect(box?.getAttribute('aria-hidden')).toBe('true');
  expect(box?.textContent).toBe('');
  expect(screen.queryByRole('region')).toBeNull();
});

it('no banner for a user who is not impersonated', () => {
  const { container } = renderBanner({ impersonated: false });
  expect(container.innerHTML).toBe('');
  act(() => vi.advanceTimersByTime(1000));
  expect(screen.queryByRole('region')).toBeNull();
});

it('End Session asks for confirmation in the page; Cancel closes it and nothing is sent', async () => {
  const { user, fetch } = renderBanner();
  showThenUseRealTimers();
  const end = screen.getByRole('button', { name: 'End Session' });
  await user.click(end);
  const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to end this session?' });
  expect(screen.getByRole('button', { name: 'Cancel' })).toBe(document.activeElement);
  expect(dialog).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(end).toBe(document.activeElement);
  await user.click(end);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(fetch).not.toHaveBeenCalled();
});

it('confirming disables End Session while pending, posts the end call, then returns to the superuser users page', async () => {
  const { user, fetch, answer, env } = renderBanner();
  showThenUseRealTimers();
  await user.click(screen.getByRole('button', { name: 'End Session' }));
  const dialog = screen.getByRole('alertdialog');
  await user.click(dialog.querySelector('button') as HTMLButtonElement);

  const endButtons = screen.getAllByRole('button', { name: 'End Session' }) as HTMLButtonElement[];
  expect(endButtons.every((button) => button.disabled)).toBe(true);
  expect(fetch).toHaveBeenCalledTimes(1);
  const [url, init] = fetch.mock.calls[0] ?? [];
  expect(url).toBe('https://market.example.com/api/iam/v1/sessions/endImpersonation');
  expect(init?.method).toBe('POST');
  expect(init?.body).toBeUndefined();
  expect(init?.credentials).toBe('include');
  expect((init!.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('xsrf-1');

  await answer(new Response(null, { status: 204 }));
  expect(assign).toHaveBeenCalledWith('/superuser/dashboard#users');
  expect(env.sessionStorage.getItem('unav.impersonation.originalPage')).toBeNull();
});

it('success goes back to the saved page, or /home when the saved page is elsewhere', async () => {
  const first = renderBanner({ originalPage: '/account/apps' });
  showThenUseRealTimers();
  await first.user.click(screen.getByRole('button', { name: 'End Session' }));
  await first.user.click(screen.getByRole('alertdialog').querySelector('button') as HTMLButtonElement);
  await first.answer(new Response(null, { status: 204 }));
  expect(assign).toHaveBeenLastCalledWith('/account/apps');
  first.unmount();

  vi.useFakeTimers();
  const second = renderBanner({ originalPage: '//evil.example/steal' });
  showThenUseRealTimers();
  await second.user.click(screen.getByRole('button', { name: 'End Session' }));
  await second.user.click(screen.getByRole('alertdialog').querySelector('button') as HTMLButtonElement);
  await second.answer(new Response(null, { status: 204 }));
  expect(assign).toHaveBeenLastCalledWith('/home');
});

it('an ok answer ends the session whatever its body (SPEC §7: ok means success)', async () => {
  const { user, answer } = renderBanner({ originalPage: '/account/apps' });
  showThenUseRealTimers();
  await user.click(screen.getByRole('button', { name: 'End Session' }));
  await user.click(screen.getByRole('alertdialog').querySelector('button') as HTMLButtonElement);
  await answer(new Response('<html>signed out', { status: 200, headers: { 'content-type': 'application/json' } }));
  expect(assign).toHaveBeenCalledWith('/account/apps');
});

it('a failed end call warns and re-enables End Session', async () => {
  const { user, answer, env } = renderBanner();
  showThenUseRealTimers();
  await user.click(screen.getByRole('button', { name: 'End Session' }));
  await user.click(screen.getByRole('alertdialog').querySelector('button') as HTMLButtonElement);
  await answer(new Response('nope', { status: 500, headers: { 'content-type': 'text/plain' } }));
  // The failure is known once its body is read, which may end after the answer's own turn.
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  const end = screen.getByRole('button', { name: 'End Session' }) as HTMLButtonElement;
  expect(end.disabled).toBe(false);
  expect(env.warnings).toEqual([['End impersonation failed']]);
  expect(assign).not.toHaveBeenCalled();
  expect(env.sessionStorage.getItem('unav.impersonation.originalPage')).toBe('/superuser/companies/42');
});

