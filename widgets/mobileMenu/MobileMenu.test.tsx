// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { createTestEnv } from '../../test/testEnv.ts';
import { NavProvider } from '../../engine/react/context/NavContext.tsx';
import { MobileMenu } from './MobileMenu.tsx';

const NAVIGATOR = 'https://market.example.com/api/marketplace/v1/navigator';
const PRODUCT_LINES = 'https://market.example.com/api/marketplace/v1/productlines';

const routes: Record<string, unknown> = {
  [NAVIGATOR]: { categories: [{ id: 12, name: 'CRM' }, { id: 'sec', name: 'Security & <Privacy>' }] },
  [PRODUCT_LINES]: [
    { id: 1140, name: 'Cloud', showOnNavigation: true },
    { id: 1141, name: 'Hidden line', showOnNavigation: false },
  ],
};

function setup(navOverrides: Parameters<typeof createTestNavContext>[0] = {}, fail = false) {
  const calls: string[] = [];
  const env = createTestEnv({
    fetch: async (input) => {
      const url = String(input);
      calls.push(url);
      if (fail || !(url in routes)) return new Response('', { status: 502 });
      return new Response(JSON.stringify(routes[url]), { headers: { 'Content-Type': 'application/json' } });
    },
  });
  const nav = createTestNavContext({
    settings: {
      capabilities: ['CUSTOMER_APPLICATION_MANAGEMENT'],
      helpCenterUrl: 'https://help.example.com',
      privacyPolicyUrl: 'https://market.example.com/privacy',
      termsUrl: 'https://market.example.com/terms',
    },
    ...navOverrides,
  });
  const { unmount } = render(
    <NavProvider nav={nav} env={env}>
      <MobileMenu />
    </NavProvider>,
  );
  return { calls, unmount, user: userEvent.setup(), hamburger: screen.getByRole('button', { name: 'Menu' }) };
}

const dialog = () => screen.getByRole('dialog', { name: 'Menu' });
const panel = () => screen.getByRole('navigation', { name: 'Mobile menu' });
const linkHref = (name: string) => within(panel()).getByRole('link', { name }).getAttribute('href');

describe('MobileMenu', () => {
  it('the hamburger opens a modal dialog, which stays closed and asks for nothing until opened', async () => {
    const { calls, user, hamburger } = setup();
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(hamburger.getAttribute('aria-haspopup')).toBe('dialog');
    const controlled = document.getElementById(hamburger.getAttribute('aria-controls') ?? '');
    expect(controlled?.hasAttribute('open')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
    await user.click(hamburger);
    expect(hamburger.getAttribute('aria-expanded')).toBe('true');
    expect(controlled).toBe(dialog());
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(dialog().contains(panel())).toBe(true);
    expect(panel().hidden).toBe(false);
    await waitFor(() => expect(calls.sort()).toEqual([NAVIGATOR, PRODUCT_LINES]));
  });

  it('default panel: user name, Browse apps, product lines on navigation, All applications, footer links; focus moves in', async () => {
    const { user, hamburger } = setup();
    await user.click(hamburger);
    const name = within(panel()).getByRole('button', { name: 'Ada Lovelace' });
    expect(document.activeElement).toBe(name);
    expect(within(panel()).getByRole('button', { name: 'Browse apps' })).toBeTruthy();
    await waitFor(() => expect(linkHref('Cloud')).toBe('https://market.example.com/en-US/listing?pl=1140'));
    expect(within(panel()).queryByRole('link', { name: 'Hidden line' })).toBeNull();
    expect(linkHref('All applications')).toBe('https://market.example.com/home');
    expect(linkHref('Help Center')).toBe('https://help.example.com');
    expect(linkHref('Privacy Policy')).toBe('https://market.example.com/privacy');
    expect(linkHref('Terms & Conditions')).toBe('https://market.example.com/terms');
  });

  it('browse panel: View All plus the categories, as /home#!category/{id} without the storefront builder', async () => {
    const { user, hamburger } = setup();
    await user.click(hamburger);
    await user.click(within(panel()).getByRole('button', { name: 'Browse apps' }));
    expect(document.activeElement).toBe(within(panel()).getByRole('button', { name: 'Back' }));
    expect(within(panel()).getByRole('heading', { name: 'Browse apps' })).toBeTruthy();
    expect(linkHref('View All')).toBe('https://market.example.com/home');
    await waitFor(() => expect(linkHref('CRM')).toBe('https://market.example.com/home#!category/12'));
    expect(linkHref('Security & <Privacy>')).toBe('https://market.example.com/home#!category/sec');
  });

  it('category links are /listing?cat={id} when the storefront builder is on', async () => {
    const { user, hamburger } = setup({ config: { storefrontBuilder: true } });
    await user.click(hamburger);
    expect(linkHref('All applications')).toBe('https://market.example.com/listing');
    await user.click(within(panel()).getByRole('button', { name: 'Browse apps' }));
    await waitFor(() => expect(linkHref('CRM')).toBe('https://market.example.com/listing?cat=12'));
    expect(linkHref('View All')).toBe('https://market.example.com/listing');
  });

  it('account panel: My Profile, reports when allowed, settings, My Company and logout', async () => {
    const { user, hamburger } = setup({ user: { roles: ['INTERNAL_REPORTS_USER'] } });
    await user.click(hamburger);
    await user.click(within(panel()).getByRole('button', { name: 'Ada Lovelace' }));
    expect(within(panel()).getByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    const labels = within(panel()).getAllByRole('link').map((link) => link.textContent);
    expect(labels).toEqual(['My Profile', 'My Reports', 'My Settings', 'My Company', 'Logout']);
    expect(linkHref('Logout')).toBe('https://market.example.com/logout');
  });

  it('account panel without the reports role has no reports link', async () => {
    const { user, hamburger } = setup();
    await user.click(hamburger);
    await user.click(within(panel()).getByRole('button', { name: 'Ada Lovelace' }));
    expect(within(panel()).queryByRole('link', { name: 'My Reports' })).toBeNull();
  });

  it('Back returns to the default panel with focus on the button that led away', async () => {
    const { user, hamburger } = setup();
    await user.click(hamburger);
    await user.click(within(panel()).getByRole('button', { name: 'Browse apps' }));
    await user.click(within(panel()).getByRole('button', { name: 'Back' }));
    expect(document.activeElement).toBe(within(panel()).getByRole('button', { name: 'Browse apps' }));
    expect(within(panel()).queryByRole('link', { name: 'View All' })).toBeNull();
  });

  it('Escape closes the panel and returns focus to the hamburger; reopening starts on the default panel', async () => {
    const { user, hamburger } = setup();
    await user.click(hamburger);
    await user.click(within(panel()).getByRole('button', { name: 'Browse apps' }));
    await user.keyboard('{Escape}');
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(hamburger);
    await user.click(hamburger);
    expect(within(panel()).getByRole('button', { name: 'Browse apps' })).toBeTruthy();
  });

  it('the close button closes it and returns focus', async () => {
    const { user, hamburger } = setup();
    await user.click(hamburger);
    await user.click(within(dialog()).getByRole('button', { name: 'Close menu' }));
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(hamburger);
  });

  it('failed calls give empty lists: no product lines, only View All', async () => {
    const { calls, user, hamburger } = setup({}, true);
    await user.click(hamburger);
    await waitFor(() => expect(panel().getAttribute('aria-busy')).toBe('false'));
    expect(calls.sort()).toEqual([NAVIGATOR, PRODUCT_LINES]);
    expect(within(panel()).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'All applications',
      'Help Center',
      'Privacy Policy',
      'Terms & Conditions',
    ]);
    await user.click(within(panel()).getByRole('button', { name: 'Browse apps' }));
    expect(within(panel()).getAllByRole('link').map((link) => link.textContent)).toEqual(['View All']);
  });

  it('Tab from the last control wraps to the first (the close button), Shift+Tab from it to the last', async () => {
    const { user, hamburger } = setup();
    await user.click(hamburger);
    await waitFor(() => expect(linkHref('Cloud')).not.toBeNull());
    const close = within(dialog()).getByRole('button', { name: 'Close menu' });
    const last = within(panel()).getByRole('link', { name: 'Terms & Conditions' });
    last.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
    // Between the ends Tab moves on as usual, inside the menu.
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(panel()).getByRole('link', { name: 'Privacy Policy' }));
  });

  it('the page does not scroll while it is open, and gets its own overflow back after', async () => {
    document.documentElement.style.setProperty('overflow', 'auto');
    const { user, hamburger } = setup();
    await user.click(hamburger);
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('auto');
    expect(document.documentElement.style.getPropertyPriority('overflow')).toBe('');
    document.documentElement.removeAttribute('style');
  });

  it('unmounted while open, it leaves the page scrollable', async () => {
    const { user, hamburger, unmount } = setup();
    await user.click(hamburger);
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('hidden');
    unmount();
    expect(document.documentElement.hasAttribute('style')).toBe(false);
  });

  it('a followed link closes it; a link opened in another tab (Ctrl) leaves it open', async () => {
    const { user, hamburger } = setup();
    await user.click(hamburger);
    const allApps = within(panel()).getByRole('link', { name: 'All applications' });
    // jsdom cannot navigate: a listener of the page's, after the menu's, keeps it from trying.
    const stayHere = (event: Event) => event.preventDefault();
    document.addEventListener('click', stayHere);
    try {
      await user.keyboard('{Control>}');
      await user.click(allApps);
      await user.keyboard('{/Control}');
      expect(hamburger.getAttribute('aria-expanded')).toBe('true');
      await user.click(allApps);
      expect(hamburger.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(hamburger);
    } finally {
      document.removeEventListener('click', stayHere);
    }
  });

  it('a press on the backdrop (the dialog itself, around the sheet) closes it', async () => {
    const { user, hamburger } = setup();
    await user.click(hamburger);
    await user.click(dialog());
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(hamburger);
  });

  it.each(['default', 'categories', 'account'])('the %s panel has no accessibility violations (axe)', async (name) => {
    const { user, hamburger } = setup();
    await user.click(hamburger);
    await waitFor(() => expect(panel().getAttribute('aria-busy')).toBe('false'));
    if (name === 'categories') await user.click(within(panel()).getByRole('button', { name: 'Browse apps' }));
    if (name === 'account') await user.click(within(panel()).getByRole('button', { name: 'Ada Lovelace' }));
    expect(panel().getAttribute('data-panel')).toBe(name);
    // Colour contrast needs a layout engine; jsdom has none.
    const result = await axe.run(hamburger.closest('.unav-mobile-menu') as Element, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
