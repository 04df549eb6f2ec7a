// @vitest-environment jsdom
import { beforeAll, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { storageKey } from '../../core/cache/storageKey.ts';
import { readStoredUserId, writeStoredUserId } from '../../core/cache/storedUserId.ts';
import { createTestEnv } from '../../../test/testEnv.ts';
import { NavRoot } from './NavRoot.tsx';
import { defaultComposition } from '../../../runtime/composition/defaultComposition.ts';
import { headerWidgets } from '../../../runtime/composition/lazyWidgets.ts';

// The header's widgets are a chunk loaded on demand: here it is there from the start.
beforeAll(() => headerWidgets.load());

const MARKET = 'https://market.example.com';
const TEMPLATE = '<header>{{userList}}{{mobileMenu}}<a href="/home">Home</a><a href="/logout">Sign out</a></header>';

/** What stays is no user's: the sanitized form of the partner's template, which TemplateView stores. */
const SAFE_FORMS = storageKey({ marketUrl: MARKET, widget: 'header', key: 'safeTemplates' });

function signedInPage() {
  const env = createTestEnv();
  writeStoredUserId(env, MARKET, 'user-1');
  env.localStorage.setItem(storageKey({ marketUrl: MARKET, userId: 'user-1', widget: 'header', key: 'cache' }), '{"name":"Ada"}');
  env.localStorage.setItem('searchWidget.RecentQueries', JSON.stringify({ 'user-1': ['payroll'] }));
  env.sessionStorage.setItem('cartItems', '[{"id":"1","title":"Office"}]');
  const nav = createTestNavContext();
  render(<NavRoot kind="header" env={env} composition={defaultComposition} data={{ nav, templateSet: { templates: { headerIn: TEMPLATE }, translations: {}, assets: {} } }} />);
  return env;
}

it('clicking Logout in the user menu clears the user\'s stored data and lets the navigation go on', () => {
  const env = signedInPage();
  fireEvent.click(screen.getByRole('button', { name: 'Ada' }));
  const logout = within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Logout' });
  const followed = fireEvent.click(logout);
  expect(followed).toBe(true);
  expect(readStoredUserId(env, MARKET)).toBeUndefined();
  expect(env.localStorage.keys()).toEqual([SAFE_FORMS]);
  expect(env.sessionStorage.getItem('cartItems')).toBeNull();
});

it('clicking Logout in the mobile menu\'s account panel clears them too', () => {
  const env = signedInPage();
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
  fireEvent.click(within(screen.getByRole('navigation', { name: 'Mobile menu' })).getByRole('button', { name: 'Ada Lovelace' }));
  const followed = fireEvent.click(within(screen.getByRole('navigation', { name: 'Mobile menu' })).getByRole('link', { name: 'Logout' }));
  expect(followed).toBe(true);
  expect(readStoredUserId(env, MARKET)).toBeUndefined();
  expect(env.localStorage.keys()).toEqual([SAFE_FORMS]);
});

it('a partner template\'s own link to the logout path clears them too', () => {
  const env = signedInPage();
  expect(fireEvent.click(screen.getByRole('link', { name: 'Sign out' }))).toBe(true);
  expect(readStoredUserId(env, MARKET)).toBeUndefined();
});

it('another link clears nothing', () => {
  const env = signedInPage();
  fireEvent.click(screen.getByRole('link', { name: 'Home' }));
  expect(readStoredUserId(env, MARKET)).toBe('user-1');
  expect(env.localStorage.keys()).toHaveLength(4);
  expect(env.localStorage.keys()).toContain(SAFE_FORMS);
});
