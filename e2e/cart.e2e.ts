/**
 * The cart dropdown in a real browser (SPEC §2 "Cart dropdown", §4 "Cart", §8, §9): window events
 * from the page, the 1024px breakpoint, the 15px pointer tolerance, every cart response shape the
 * server can give, the page mask, the count badge, and axe with the panel open.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cartWithOfficeSuite, emptyCart } from '../widgets/cart/cartResponse.testkit.ts';
import type { CartStatus } from '../widgets/cart/state.ts';
import type { FaultKind } from '../fixtures/server/endpoints.ts';
import { marketOrigin, marketUrl, poll, runAxe, type OpenedPage } from './browser.ts';
import { callsTo, clearFixtureRequests } from './fixturesControl.ts';
import { fileBrowser } from './fileBrowser.ts';

const e2e = fileBrowser();

const ERROR_TEXT = 'We were unable to add this item to your cart. Please refresh the page and try again.';
const ALREADY_TEXT = 'This item is already in your cart.';
// The customer persona's cart (fixtures/personas/customer.json).
const CUSTOMER_PRODUCTS = ['Microsoft 365 Business Standard', 'Domain Registration (.com)', 'Norton Small Business', 'Zoom Workplace'];

const cart = (page: Page) => page.locator('.unav-root[data-unav-root="header"] .unav-cart');
const panel = (page: Page) => cart(page).locator('.unav-cart-panel');
const trigger = (page: Page) => cart(page).locator('.unav-cart-trigger');
const badge = (page: Page) => cart(page).locator('.unav-cart-badge');
const mask = (page: Page) => cart(page).locator('.unav-cart-mask');

async function openCartPage(persona: string, options: { width?: number; height?: number; faults?: string } = {}): Promise<OpenedPage> {
  // Ready once the runtime mounted: the demo page's app icons need not load ('domcontentloaded').
  const opened = await e2e.pages.open(marketUrl('/home', { persona, faults: options.faults ?? '' }), {
    waitUntil: 'domcontentloaded',
    ...(options.width ? { width: options.width } : {}),
    ...(options.height ? { height: options.height } : {}),
  });
  await opened.page.waitForSelector('html[data-unav-state="mounted"]');
  await cart(opened.page).waitFor();
  return opened;
}

/** The panel has settled once no call is in flight. */
async function settled(page: Page, status: CartStatus): Promise<void> {
  await page.waitForSelector(`.unav-cart-panel[data-status="${status}"]`, { state: 'attached' });
}

function dispatch(page: Page, type: string, detail?: unknown): Promise<void> {
  return page.evaluate(([eventType, eventDetail]) => {
    window.dispatchEvent(eventDetail === undefined ? new CustomEvent(eventType as string) : new CustomEvent(eventType as string, { detail: eventDetail }));
  }, [type, detail] as const);
}

/** A fault for this page only: the fx_faults cookie, read by the server on each call. */
async function setPageFault(opened: OpenedPage, kind: FaultKind | null): Promise<void> {
  if (kind === null) await opened.context.clearCookies({ name: 'fx_faults' });
  else await opened.context.addCookies([{ name: 'fx_faults', value: `cart:${kind}`, url: marketOrigin() }]);
}

const productTitles = (page: Page) => panel(page).locator('.unav-cart-product > .unav-cart-line .unav-cart-line-title').allInnerTexts();
const cachedCount = (page: Page) => page.evaluate(() => sessionStorage.getItem('itemsCount'));

describe('cart dropdown', () => {
  it('shows the item count badge and opens a 420px panel with the products, a dim mask and a link to the cart', async () => {
    const opened = await openCartPage('customer');
    const { page } = opened;
    try {
      await settled(page, 'items');
      expect(await badge(page).innerText()).toBe('7');
      expect(await trigger(page).getAttribute('aria-expanded')).toBe('false');
      expect(await panel(page).isVisible()).toBe(false);
      expect(await mask(page).count()).toBe(0);

      await trigger(page).click();
      expect(await panel(page).isVisible()).toBe(true);
      expect(await cart(page).getAttribute('data-state')).toBe('open');
      expect(await trigger(page).getAttribute('aria-expanded')).toBe('true');
      expect((await panel(page).boundingBox())?.width).toBe(420);
      expect(await panel(page).locator('.unav-cart-title').innerText()).toBe('Cart Summary');
      expect(await productTitles(page)).toEqual(CUSTOMER_PRODUCTS);
      expect(await panel(page).locator('.unav-cart-addon .unav-cart-line-title').allInnerTexts()).toEqual([
        'Microsoft Defender for Business', 'Exchange Online Archiving', 'Norton Secure VPN',
      ]);
      expect(await panel(page).getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe(`${marketOrigin()}/checkout/cart`);

      // The mask dims the page under the 52px header, over the whole rest of the viewport.
      expect(await mask(page).isVisible()).toBe(true);
      const maskBox = await mask(page).boundingBox();
      expect(maskBox).toEqual({ x: 0, y: 52, width: 1280, height: 800 - 52 });
      const background = await mask(page).evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(background).toBe('rgba(0, 0, 0, 0.4)');

      // A click on the mask (away from the panel) closes the cart and takes the mask away.
      await page.mouse.click(100, 600);
      expect(await panel(page).isVisible()).toBe(false);
      expect(await mask(page).count()).toBe(0);
      expect(await cart(page).getAttribute('data-state')).toBe('closed');
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('has no axe violations with the cart open', async () => {
    const opened = await openCartPage('customer');
    const { page } = opened;
    try {
      await settled(page, 'items');
      await trigger(page).click();
      await panel(page).waitFor({ state: 'visible' });
      expect(await runAxe(page, { include: ['.unav-root[data-unav-root="header"]'] })).toEqual([]);
      // The alert states too: the error alert and the already-in-cart notice.
      await dispatch(page, 'universalnav:cart:error', cartWithOfficeSuite);
      await settled(page, 'error');
      expect(await runAxe(page, { include: ['.unav-root[data-unav-root="header"]'] })).toEqual([]);
      await dispatch(page, 'universalnav:cart:alreadyInCart', cartWithOfficeSuite);
      await settled(page, 'success');
      expect(await runAxe(page, { include: ['.unav-root[data-unav-root="header"]'] })).toEqual([]);
      await dispatch(page, 'universalnav:cart:update', emptyCart);
      await settled(page, 'empty');
      expect(await panel(page).isVisible()).toBe(true);
      expect(await runAxe(page, { include: ['.unav-root[data-unav-root="header"]'] })).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe('window events from the page', () => {
  it('update replaces the cart without opening it; add, error and alreadyInCart open it with their texts', async () => {
    const opened = await openCartPage('customer');
    const { page } = opened;
    try {
      await settled(page, 'items');

      await dispatch(page, 'universalnav:cart:update', cartWithOfficeSuite);
      await settled(page, 'items');
      expect(await badge(page).innerText()).toBe('2');
      expect(await panel(page).isVisible()).toBe(false);
      expect(await cachedCount(page)).toBe('2');

      await dispatch(page, 'universalnav:cart:add', cartWithOfficeSuite);
      await settled(page, 'cart-added');
      expect(await panel(page).isVisible()).toBe(true);
      expect(await panel(page).locator('.unav-cart-title').innerText()).toBe('Added to Cart');
      expect(await productTitles(page)).toEqual(['Office Suite']);
      expect(await panel(page).locator('.unav-cart-line-subtext').first().innerText()).toBe('Business');
      expect(await panel(page).locator('.unav-cart-addon .unav-cart-line-title').allInnerTexts()).toEqual(['Extra Storage 1 TB']);

      await dispatch(page, 'universalnav:cart:error', cartWithOfficeSuite);
      await settled(page, 'error');
      expect(await panel(page).getByRole('alert').innerText()).toBe(ERROR_TEXT);
      expect(await panel(page).locator('.unav-cart-title').innerText()).toBe('Cart Summary');
      expect(await productTitles(page)).toEqual(['Office Suite']);

      await dispatch(page, 'universalnav:cart:alreadyInCart', cartWithOfficeSuite);
      await settled(page, 'success');
      expect(await panel(page).getByRole('status').innerText()).toBe(ALREADY_TEXT);
      expect(await panel(page).getByRole('alert').count()).toBe(0);

      // An error with an empty cart shows no alert, only the empty cart (SPEC §4).
      await dispatch(page, 'universalnav:cart:error', emptyCart);
      await settled(page, 'empty');
      expect(await panel(page).getByRole('alert').count()).toBe(0);
      expect(await panel(page).locator('.unav-cart-empty p').allInnerTexts()).toEqual(['Your cart is empty.', 'Why not add something?']);
      expect(await badge(page).count()).toBe(0);
      expect(await cachedCount(page)).toBeNull();
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('an event without a cart makes the cart ask the server, and shows the answer', async () => {
    const opened = await openCartPage('customer');
    const { page } = opened;
    try {
      await settled(page, 'items');
      await dispatch(page, 'universalnav:cart:update', emptyCart);
      await settled(page, 'empty');
      await clearFixtureRequests();

      await dispatch(page, 'universalnav:cart:add');
      await settled(page, 'cart-added');
      expect(await panel(page).isVisible()).toBe(true);
      expect(await productTitles(page)).toEqual(CUSTOMER_PRODUCTS);
      expect(await badge(page).innerText()).toBe('7');
      const calls = await callsTo('cart');
      expect(calls.length).toBeGreaterThanOrEqual(1);
      expect(calls.at(-1)?.query).toEqual({ forceReturnAllPricingPlans: 'false', locale: 'en_US' });
    } finally {
      await opened.close();
    }
  });
});

describe('the 1024px breakpoint', () => {
  it('at 1023px the cart is a link to the cart page: no floating panel, not even on add', async () => {
    const opened = await openCartPage('customer', { width: 1023 });
    const { page } = opened;
    try {
      await page.waitForFunction(() => sessionStorage.getItem('itemsCount') !== null);
      expect(await panel(page).count()).toBe(0);
      const link = cart(page).locator('a.unav-cart-trigger');
      expect(await link.getAttribute('href')).toBe(`${marketOrigin()}/checkout/cart`);
      expect(await badge(page).innerText()).toBe('7');

      // The badge still follows the events; nothing floats and no mask dims the page.
      await dispatch(page, 'universalnav:cart:add', cartWithOfficeSuite);
      await page.waitForFunction(() => document.querySelector('.unav-cart-badge')?.textContent === '2');
      expect(await panel(page).count()).toBe(0);
      expect(await mask(page).count()).toBe(0);
      expect(await cart(page).getAttribute('data-state')).toBe('closed');
    } finally {
      await opened.close();
    }
  });

  it('at 1024px the cart opens as a 420px floating panel; narrowing the window takes it away', async () => {
    const opened = await openCartPage('customer', { width: 1024 });
    const { page } = opened;
    try {
      await settled(page, 'items');
      await trigger(page).click();
      const box = await panel(page).boundingBox();
      expect(box?.width).toBe(420);
      // Floating: out of the header's flow, over the page below the header.
      expect(await panel(page).evaluate((element) => getComputedStyle(element).position)).toBe('absolute');
      expect(box && box.x + box.width).toBeLessThanOrEqual(1024);

      await page.setViewportSize({ width: 1023, height: 800 });
      await page.waitForSelector('.unav-cart-panel', { state: 'detached' });
      expect(await cart(page).locator('a.unav-cart-trigger').count()).toBe(1);
      expect(await mask(page).count()).toBe(0);
    } finally {
      await opened.close();
    }
  });
});

describe('pointer tolerance', () => {
  it('moving 10px outside the panel keeps it open; 20px outside closes it', async () => {
    const opened = await openCartPage('customer');
    const { page } = opened;
    try {
      await settled(page, 'items');
      await trigger(page).click();
      const box = await panel(page).boundingBox();
      if (!box) throw new Error('the cart panel has no box');
      const middleY = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width / 2, middleY);

      await page.mouse.move(box.x - 10, middleY);
      // The close would come from this pointermove; a frame later it would show.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await panel(page).isVisible()).toBe(true);

      await page.mouse.move(box.x + box.width / 2, box.y + box.height + 10);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await panel(page).isVisible()).toBe(true);

      await page.mouse.move(box.x - 20, middleY);
      await panel(page).waitFor({ state: 'hidden' });
      expect(await cart(page).getAttribute('data-state')).toBe('closed');
      expect(await mask(page).count()).toBe(0);
    } finally {
      await opened.close();
    }
  });

  it('a cart opened by an add event stays open while the pointer is elsewhere on the page', async () => {
    const opened = await openCartPage('customer');
    const { page } = opened;
    try {
      await settled(page, 'items');
      await page.mouse.move(200, 500);
      await dispatch(page, 'universalnav:cart:add', cartWithOfficeSuite);
      await settled(page, 'cart-added');
      await page.mouse.move(210, 520);
      await page.mouse.move(300, 600);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await panel(page).isVisible()).toBe(true);
    } finally {
      await opened.close();
    }
  });
});

describe('cart responses', () => {
  it('a persona with an empty cart sees the empty message and no badge', async () => {
    const opened = await openCartPage('impersonated-user');
    const { page } = opened;
    try {
      await settled(page, 'empty');
      expect(await badge(page).count()).toBe(0);
      await trigger(page).click();
      expect(await panel(page).locator('.unav-cart-empty p').allInnerTexts()).toEqual(['Your cart is empty.', 'Why not add something?']);
      expect(await panel(page).locator('.unav-cart-product').count()).toBe(0);
      // An error event on an empty cart gives no alert (SPEC §4).
      await dispatch(page, 'universalnav:cart:error');
      await settled(page, 'empty');
      expect(await panel(page).getByRole('alert').count()).toBe(0);
    } finally {
      await opened.close();
    }
  });

  it.each([
    ['an empty body', 'empty'],
    ['an HTML sign-in page', 'html'],
  ] as const)('%s clears the cached cart and shows the empty cart', async (_label, fault) => {
    const opened = await openCartPage('customer');
    const { page } = opened;
    try {
      await settled(page, 'items');
      expect(await cachedCount(page)).toBe('7');
      await setPageFault(opened, fault);
      await dispatch(page, 'universalnav:cart:update');
      await settled(page, 'empty');
      expect(await badge(page).count()).toBe(0);
      expect(await cachedCount(page)).toBeNull();
      expect(await page.evaluate(() => sessionStorage.getItem('cartItems'))).toBeNull();
      await trigger(page).click();
      expect(await panel(page).locator('.unav-cart-empty p').first().innerText()).toBe('Your cart is empty.');
    } finally {
      await opened.close();
    }
  });

  it('a body cut short (malformed JSON) is an invalid response: the cache is cleared and the cart is empty', async () => {
    const opened = await openCartPage('customer');
    const { page } = opened;
    try {
      await settled(page, 'items');
      await setPageFault(opened, 'malformed');
      await dispatch(page, 'universalnav:cart:update');
      await settled(page, 'empty');
      expect(await badge(page).count()).toBe(0);
      expect(await cachedCount(page)).toBeNull();
    } finally {
      await opened.close();
    }
  });

  it('a response that is not a cart (no items list) is an empty cart', async () => {
    const opened = await openCartPage('customer');
    const { page } = opened;
    try {
      await settled(page, 'items');
      await dispatch(page, 'universalnav:cart:update', { items: 'none', itemsCount: 3 });
      await settled(page, 'empty');
      expect(await badge(page).count()).toBe(0);
      expect(await cachedCount(page)).toBeNull();
    } finally {
      await opened.close();
    }
  });

  it('a server error on the first load shows the empty cart, and the next page asks again', async () => {
    const opened = await openCartPage('customer', { faults: 'cart:500' });
    const { page } = opened;
    try {
      await settled(page, 'empty');
      expect(await badge(page).count()).toBe(0);
      expect(await cachedCount(page)).toBeNull();
      // The next page of the visit (its address no longer names the fault).
      await setPageFault(opened, null);
      await page.goto(marketUrl('/home'), { waitUntil: 'domcontentloaded' });
      await settled(page, 'items');
      expect(await badge(page).innerText()).toBe('7');
    } finally {
      await opened.close();
    }
  });

  it.each(['500', 'drop'] as const)('an error event whose cart call fails (%s) keeps the items and shows the error alert', async (fault) => {
    const opened = await openCartPage('customer');
    const { page } = opened;
    try {
      await settled(page, 'items');
      await setPageFault(opened, fault);
      await dispatch(page, 'universalnav:cart:error');
      await settled(page, 'error');
      expect(await panel(page).isVisible()).toBe(true);
      expect(await panel(page).getByRole('alert').innerText()).toBe(ERROR_TEXT);
      expect(await productTitles(page)).toEqual(CUSTOMER_PRODUCTS);
      expect(await badge(page).innerText()).toBe('7');
    } finally {
      await opened.close();
    }
  });

  it('a cart carried by the error event with items shows the alert above those items', async () => {
    const opened = await openCartPage('impersonated-user');
    const { page } = opened;
    try {
      await settled(page, 'empty');
      await dispatch(page, 'universalnav:cart:error', cartWithOfficeSuite);
      await settled(page, 'error');
      expect(await panel(page).getByRole('alert').innerText()).toBe(ERROR_TEXT);
      expect(await productTitles(page)).toEqual(['Office Suite']);
      expect(await badge(page).innerText()).toBe('2');
    } finally {
      await opened.close();
    }
  });

  it('the footer action area gets a shadow when the list scrolls (SPEC §4)', async () => {
    // 480px high: the list may take 240px (viewport minus 240px, SPEC §9), less than the customer's 4 products.
    const opened = await openCartPage('customer', { height: 480 });
    const { page } = opened;
    const list = panel(page).locator('.unav-cart-content');
    const actions = panel(page).locator('.unav-cart-actions');
    const shadow = () => actions.evaluate((element) => getComputedStyle(element).boxShadow);
    try {
      await settled(page, 'items');
      await trigger(page).click();
      expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      expect(await actions.getAttribute('data-scroll')).toBe('top');
      expect(await shadow()).toBe('none');

      await list.hover();
      await page.mouse.wheel(0, 120);
      await poll(() => actions.getAttribute('data-scroll')).toBe('scrolled');
      expect(await shadow()).not.toBe('none');

      await list.evaluate((element) => element.scrollTo({ top: 0 }));
      await poll(() => actions.getAttribute('data-scroll')).toBe('top');
    } finally {
      await opened.close();
    }
  });
});
