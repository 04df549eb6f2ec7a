/**
 * The nav fits every screen (issue 13): from 320 to 1440px, for each layout, persona, partner and
 * banner, the page never scrolls sideways, every visible control of the nav and the banners is in
 * the viewport, and Logout and My Apps are reachable (in the bar, or through the mobile menu). The
 * same in right-to-left. Many facts per page, several pages at once, each kept open between cases
 * (PagePool), to stay within minutes.
 *
 * Matrix, pairwise rather than every combination: every partner with a look of its own (and the
 * default templates) at every width and in both directions, the visitor, the customer and the
 * users with the most in the bar (every dropdown; the maintenance and impersonation banners) at
 * every width and in both directions, with headerCheckout, headerSso and the maintenance page on
 * the same page; each partner that shows the default look again once; the theme preview toolbar
 * on phones. axe (every rule it runs,
 * colour contrast included) on each page with the menus closed, and for signed-in users with the
 * user menu (or the mobile menu's account panel) and My Apps open; themes.e2e.ts opens every menu
 * of the bar under axe.
 */
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { listPartners } from '../fixtures/server/fixtureStore.ts';
import { PREVIEW_COOKIES } from '../engine/core/display/previewCookies.ts';
import { marketOrigin, marketUrl, runAxe } from './browser.ts';
import { fileBrowser } from './fileBrowser.ts';
import { pairwise } from '../test/pairwise.ts';
import { clickVisible, fitFacts, logoFacts, visibleInViewport, type LogoFacts } from './responsiveFacts.ts';

const e2e = fileBrowser();
afterAll(() => {
  console.info(`[responsive] ${cases.length} cases, ${axeRuns} axe runs (menus closed, and open for signed-in users), ${axeViolations} violations`);
});

/** Our roots (the banners render in the header's): the demo page around them is not ours to judge. */
const OUR_ROOTS = ['#unav-header', '#unav-footer', '#adsearch'];
let axeRuns = 0;
let axeViolations = 0;

async function axeFindings(page: Page): Promise<string[]> {
  const violations = await runAxe(page, { include: OUR_ROOTS });
  axeRuns += 1;
  const found = violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
  axeViolations += found.length;
  return found;
}

const WIDTHS = [320, 375, 768, 1024, 1280, 1440];
/** The fixture folder of each partner: the codes are upper case (APPDIRECT), the folders not. */
const folders = new Map(listPartners().map((partner) => [partner.code, partner.folder]));
const partners = [...folders.keys()];
const folderOf = (code: string) => folders.get(code) ?? code;
/**
 * The partners with a look of their own (own templates or header theme), and the default templates
 * themselves (appdirect): the others show the default look again, only their logo and names differ.
 */
const ownLook = (code: string) => folderOf(code) === 'appdirect'
  || ['headerIn.html', 'headerTheme.json'].some((file) => existsSync(new URL(`../fixtures/partners/${folderOf(code)}/${file}`, import.meta.url)));
/** The visitor and the customer, and the users with the most in the bar: every dropdown, a banner of their own. */
const PERSONAS = ['visitor', 'customer', 'multi-company-user', 'superuser', 'impersonated-user'];

interface Case {
  persona: string;
  partner: string;
  width: number;
  dir: 'ltr' | 'rtl';
  /** The page's path: '/' for headerIn or headerOut, then the other layouts the persona checks. */
  paths: string[];
  cookies?: Record<string, string>;
}

const signedIn = (persona: string) => persona !== 'visitor';
const pathsOf = (persona: string) => ({ visitor: ['/', '/login'], customer: ['/', '/checkout/payment'], superuser: ['/', '/channel/products'] })[persona] ?? ['/'];

/**
 * Pairwise (test/pairwise.ts): every look at every width and in both directions, every persona at
 * every width and in both directions; then each partner that shows the default look again, once;
 * and the theme preview toolbar on phones.
 */
const cases: Case[] = [
  ...pairwise(
    { partner: partners.filter(ownLook), width: WIDTHS, dir: ['ltr', 'rtl'] as const, persona: PERSONAS },
    { interacting: [['partner', 'width'], ['partner', 'dir'], ['width', 'dir'], ['persona', 'width'], ['persona', 'dir']] },
  ).map((test) => ({ ...test, paths: pathsOf(test.persona) })),
  ...partners.filter((code) => !ownLook(code)).map((partner, index) => ({
    persona: index % 2 === 0 ? 'customer' : 'visitor', partner, width: WIDTHS[index % WIDTHS.length] as number, dir: 'ltr' as const, paths: ['/'],
  })),
  ...[320, 375].map((width) => ({
    persona: 'channel-admin', partner: 'APPDIRECT', width, dir: 'ltr' as const, paths: ['/home'],
    cookies: {
      [PREVIEW_COOKIES.builderThemeId]: 'theme-7',
      [PREVIEW_COOKIES.heartbeat]: 'true',
      [PREVIEW_COOKIES.builderVersion]: JSON.stringify({ name: 'Spring Refresh with a long theme name', publishedDate: Date.UTC(2026, 2, 14), isLive: 'true' }),
    },
  })),
];

/** Below this width (nav.css) an image logo gives way to its compact form or the name's initial. */
const PHONE_BAR = 640;
/** The smallest text a logo may show, px (issue 29): the fixtures' logo images draw their words at 15px when shown whole. */
const LOGO_TEXT_PX = 14;

/**
 * What is wrong with the logo as shown, '' when nothing: on a phone, the compact logo, the name's
 * initial or the name as text, never the whole image shrunk past reading; wider, the image at the
 * width the theme gives it, or its compact form where the bar leaves it too little room; any text
 * at 14px or more.
 */
function logoProblem(logo: LogoFacts, width: number): string {
  if (logo.textPx !== undefined && logo.textPx < LOGO_TEXT_PX) return `${logo.kind} at ${logo.textPx}px`;
  if (width <= PHONE_BAR && logo.kind === 'image') return 'the whole logo image in a phone\'s bar';
  if (logo.kind === 'image' && (logo.width ?? 0) < (logo.fullWidth ?? 0) - 1) return `logo image narrowed to ${logo.width}px of ${logo.fullWidth}px`;
  return '';
}

/** Mounted, the user-bound stand-ins replaced and the delayed banners in. */
async function settle(page: Page): Promise<void> {
  await page.waitForSelector('html[data-unav-state="mounted"]', { timeout: 20_000 });
  await page.waitForFunction(() => !document.querySelector('.unav-root .unav-pending'), undefined, { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(400);
}

/** Open the hamburger, when there is one on screen; false when the bar has none. */
async function openMobileMenu(page: Page): Promise<boolean> {
  if (!(await clickVisible(page, '.unav-root .unav-mobile-menu__hamburger'))) return false;
  await page.waitForSelector('.unav-root .unav-mobile-menu__panel[data-state="open"], .unav-root .unav-mobile-menu__panel:not([data-state="closed"])');
  return true;
}

async function closeMenus(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
}

/** What a case checks with a menu open: axe over our roots, findings kept under the menu's name. */
type OpenMenuCheck = (menu: string) => Promise<void>;

/** Logout: in the user menu of the bar, else in the mobile menu's account panel; each checked open. */
async function logoutReachable(page: Page, checkOpen: OpenMenuCheck): Promise<string> {
  if (await clickVisible(page, '.unav-root .unav-user-menu .unav-dropdown-trigger, .unav-root .unav-user-menu button')) {
    const found = await visibleInViewport(page, '.unav-root [data-menu-item="logout"]');
    if (found) await checkOpen('user menu');
    await closeMenus(page);
    if (found) return 'user menu';
  }
  if (await openMobileMenu(page)) {
    await clickVisible(page, '.unav-root .unav-mobile-menu__panel [data-opens="account"]');
    const found = await visibleInViewport(page, '.unav-root .unav-mobile-menu__panel [data-item="logout"], .unav-root .unav-mobile-menu__panel a[href$="/logout"]');
    if (found) await checkOpen('mobile menu, account panel');
    await closeMenus(page);
    if (found) return 'mobile menu';
  }
  return 'unreachable';
}

/** My Apps: its trigger in the bar, else a My Apps link in the mobile menu. A marketplace whose
 * nav offers no My Apps at any width (the widget renders nothing there) has nothing to reach. */
async function myAppsReachable(page: Page, checkOpen: OpenMenuCheck): Promise<string> {
  if ((await page.locator('.unav-root .unav-myapps').count()) === 0) return 'not offered';
  if (await visibleInViewport(page, '.unav-root .unav-myapps__trigger')) {
    await page.locator('.unav-root .unav-myapps__trigger').first().click();
    await page.locator('.unav-root .unav-myapps [role="menu"]').first().waitFor({ state: 'visible' });
    await checkOpen('My Apps');
    await closeMenus(page);
    return 'bar';
  }
  if (await openMobileMenu(page)) {
    const found = await visibleInViewport(page, `.unav-root .unav-mobile-menu__panel a[href="${marketOrigin()}/myapps"]`);
    await closeMenus(page);
    if (found) return 'mobile menu';
  }
  return 'unreachable';
}

function nameOf(test: Case): string {
  return `${test.persona} on ${test.partner} at ${test.width}px ${test.dir}${test.cookies ? ' with the preview toolbar' : ''}`;
}

describe('the matrix', () => {
  it('has every kind of case: every look at every width and in both directions, every persona, every partner, the preview toolbar', () => {
    const combinations = (where: (test: Case) => boolean, key: (test: Case) => string) => new Set(cases.filter(where).map(key)).size;
    const looks = partners.filter(ownLook);
    expect(looks.length).toBeGreaterThanOrEqual(3);
    expect(combinations((test) => ownLook(test.partner), (test) => `${test.partner} ${test.width}`)).toBe(looks.length * WIDTHS.length);
    expect(combinations((test) => ownLook(test.partner), (test) => `${test.partner} ${test.dir}`)).toBe(looks.length * 2);
    expect(combinations(() => true, (test) => `${test.width} ${test.dir}`)).toBe(WIDTHS.length * 2);
    expect(combinations((test) => PERSONAS.includes(test.persona), (test) => `${test.persona} ${test.width}`)).toBe(PERSONAS.length * WIDTHS.length);
    expect(new Set(cases.map((test) => test.partner))).toEqual(new Set(partners));
    expect(cases.filter((test) => test.cookies !== undefined)).toHaveLength(2);
  });
});

describe.concurrent('the nav fits every screen', () => {
  it.each(cases.map((test) => [nameOf(test), test] as const))('%s', async (_name, test) => {
    const urlOf = (path: string) => marketUrl(path, { persona: test.persona, partner: test.partner, query: test.dir === 'rtl' ? { dir: 'rtl' } : {} });
    const opened = await e2e.pages.open(urlOf(test.paths[0] ?? '/'), {
      width: test.width,
      beforeLoad: async (page) => {
        if (!test.cookies) return;
        await page.context().addCookies(Object.entries(test.cookies).map(([name, value]) => ({ name, value: encodeURIComponent(value), url: marketOrigin() })));
      },
    });
    try {
      const { page } = opened;
      for (const [index, path] of test.paths.entries()) {
        if (index > 0) await page.goto(urlOf(path));
        await settle(page);
        const where = `${path}`;
        expect(await page.evaluate(() => document.documentElement.dir || 'ltr'), where).toBe(test.dir);
        const facts = await fitFacts(page);
        expect(facts.scrollWidth, `${where}: page scrolls sideways`).toBeLessThanOrEqual(facts.innerWidth);
        expect(facts.outside, `${where}: controls outside the viewport`).toEqual([]);
        if (test.cookies) expect(facts.bannerButtons, `${where}: the toolbar's buttons`).toBeGreaterThan(0);
        expect(await axeFindings(page), `${where}: axe, menus closed`).toEqual([]);
        expect(logoProblem(await logoFacts(page), test.width), `${where}: the logo`).toBe('');
        if (path === '/' && signedIn(test.persona)) {
          const openFindings: Record<string, string[]> = {};
          const checkOpen: OpenMenuCheck = async (menu) => {
            openFindings[menu] = await axeFindings(page);
          };
          expect(await logoutReachable(page, checkOpen), `${where}: Logout`).not.toBe('unreachable');
          expect(await myAppsReachable(page, checkOpen), `${where}: My Apps`).not.toBe('unreachable');
          expect(Object.values(openFindings).flat(), `${where}: axe with ${Object.keys(openFindings).join(', ')} open`).toEqual([]);
          // Opening and closing the menus leaves the page as it was: no sideways scroll.
          expect((await fitFacts(page)).scrollWidth, `${where}: after the menus`).toBeLessThanOrEqual(test.width);
        }
      }
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
