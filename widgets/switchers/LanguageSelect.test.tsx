// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { deriveNavContext } from '../../engine/core/navContext/deriveNavContext.ts';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { createTestEnv } from '../../test/testEnv.ts';
import { renderInNav } from '../../test/renderInNav.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';

const nav = createTestNavContext({ settings: { localeTags: ['en-US', 'fr-CA', 'es-419'] } });

function fakeNavigation() {
  return { assignLocation: vi.fn(), reloadPage: vi.fn() };
}

it('is shown only with more than one locale tag', () => {
  renderInNav(<LanguageSelect navigation={fakeNavigation()} />, { nav: createTestNavContext({ settings: { localeTags: ['en-US'] } }) });
  expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
});

it('offers each locale named in its own language, the current one selected; the others are named once the select is about to be used', () => {
  renderInNav(<LanguageSelect navigation={fakeNavigation()} />, { nav });
  const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
  const names = () => screen.getAllByRole('option').map((option) => option.textContent);
  // The first frame names only what a closed select shows: each name loads a language's CLDR data.
  expect(names()).toEqual(['English (United States)', 'fr-CA', 'es-419']);
  expect(select.value).toBe('en-US');
  fireEvent.focus(select);
  expect(names()).toEqual(['English (United States)', 'Français (Canada)', 'Español (Latinoamérica)']);
  expect(select.value).toBe('en-US');
});

it('a pointer over the select names them too', () => {
  renderInNav(<LanguageSelect navigation={fakeNavigation()} />, { nav });
  fireEvent.pointerEnter(screen.getByRole('combobox', { name: 'Language' }));
  expect(screen.getByRole('option', { name: 'Français (Canada)' })).toBeTruthy();
});

it('a language change clears the header cache, stores the locale, then reloads', async () => {
  const user = userEvent.setup();
  const env = createTestEnv({ url: 'https://market.example.com/account/home' });
  env.localStorage.setItem('httpsmarketexamplecom.user-1.header.cache', '{}');
  env.localStorage.setItem('httpsmarketexamplecom..header.cache', '{}');
  const navigation = fakeNavigation();
  const onBeforeLocaleChange = vi.fn();
  renderInNav(<LanguageSelect navigation={navigation} onBeforeLocaleChange={onBeforeLocaleChange} />, { nav, env });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr-CA');
  expect(env.localStorage.keys()).toEqual(['httpsmarketexamplecom.user-1.header.locale']);
  expect(env.localStorage.getItem('httpsmarketexamplecom.user-1.header.locale')).toBe('fr-CA');
  expect(onBeforeLocaleChange).toHaveBeenCalledWith('fr-CA');
  expect(navigation.reloadPage).toHaveBeenCalledTimes(1);
  expect(navigation.assignLocation).not.toHaveBeenCalled();
});

it('on a storefront page the language change goes to the same page under the new locale segment', async () => {
  const user = userEvent.setup();
  const env = createTestEnv({ url: 'https://market.example.com/en-US/apps/123?tab=pricing' });
  const navigation = fakeNavigation();
  renderInNav(<LanguageSelect navigation={navigation} />, { nav, env });
  await user.click(screen.getByRole('combobox', { name: 'Language' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español (Latinoamérica)');
  expect(navigation.assignLocation).toHaveBeenCalledWith('https://market.example.com/es-419/apps/123?tab=pricing');
  expect(navigation.reloadPage).not.toHaveBeenCalled();
});

it('SPEC §4: the language chosen is stored and the page reloads into it', async () => {
  const user = userEvent.setup();
  const env = createTestEnv({ url: 'https://market.example.com/account/home' });
  const navigation = fakeNavigation();
  renderInNav(<LanguageSelect navigation={navigation} />, { nav, env });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr-CA');
  expect(navigation.reloadPage).toHaveBeenCalledTimes(1);
  // The reloaded page: the same host config and the same bootstrap, both still in en-US.
  const reloaded = deriveNavContext({
    config: { marketUrl: 'https://market.example.com', partner: 'APPDIRECT', locale: 'en-US' },
    bootstrap: { CurrentUser: { uuid: 'user-1' }, locale: 'en-US', CHANNEL_SETTINGS: { localeTags: ['en-US', 'fr-CA', 'es-419'] } },
    env,
  });
  expect(reloaded.config.locale).toBe('fr-CA');
  cleanup();
  renderInNav(<LanguageSelect navigation={fakeNavigation()} />, { nav: reloaded, env });
  expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe('fr-CA');
});
