// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { createMemoryCookies, createTestEnv } from '../../../test/testEnv.ts';
import { NavProvider } from '../../../engine/react/context/NavContext.tsx';
import { navigation } from '../page/navigation.ts';
import { MobileReturnBanner } from './MobileReturnBanner.tsx';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';

function renderBanner(userAgent: string, cookies: Record<string, string>) {
  const env = createTestEnv({ cookies: createMemoryCookies(cookies) });
  render(
    <NavProvider nav={createTestNavContext()} env={env}>
      <MobileReturnBanner userAgent={userAgent} />
    </NavProvider>,
  );
  return env;
}

afterEach(() => vi.restoreAllMocks());

it('a mobile visitor on the desktop site can switch back: the cookie goes and the page reloads', async () => {
  const reload = vi.spyOn(navigation, 'reload').mockImplementation(() => {});
  const env = renderBanner(IPHONE, { desktopVersion: '1' });
  await userEvent.click(screen.getByRole('button', { name: 'Switch to Mobile Site' }));
  expect(env.cookies.get('desktopVersion')).toBeUndefined();
  expect(reload).toHaveBeenCalledTimes(1);
});

it('no mobile banner on a desktop browser or without the desktop-version cookie set to 1', () => {
  renderBanner(DESKTOP, { desktopVersion: '1' });
  renderBanner(IPHONE, { desktopVersion: '0' });
  renderBanner(IPHONE, {});
  expect(screen.queryByRole('button')).toBeNull();
});
