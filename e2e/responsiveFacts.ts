import type { Page } from 'playwright-core';

/** What one page shows about its fit in the viewport: measured in the page, in one round trip. */
export interface FitFacts {
  innerWidth: number;
  scrollWidth: number;
  /** Visible nav and banner controls whose box leaves the viewport sideways (or above it). */
  outside: string[];
  /** Banner and toolbar buttons, visible or not (a banner shown must have its buttons in view). */
  bannerButtons: number;
}

const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [role="combobox"], [tabindex]:not([tabindex="-1"])';

/** Runs in the page: the controls of the nav roots and banners, and where they sit. */
function measureFit(selector: string): FitFacts {
  const within = (rect: DOMRect) => rect.left >= -0.5 && rect.right <= window.innerWidth + 0.5 && rect.bottom >= 0;
  const describe = (element: Element) => {
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    const box = element.getBoundingClientRect();
    return `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${name}" [${Math.round(box.left)}..${Math.round(box.right)}]`;
  };
  const outside: string[] = [];
  const roots = [...document.querySelectorAll('.unav-root, .unav-banners')];
  for (const root of roots) {
    for (const control of root.querySelectorAll(selector)) {
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const rect = control.getBoundingClientRect();
      // Visually hidden text (1px clipped boxes) is for screen readers, not a control one sees.
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (!within(rect)) outside.push(describe(control));
    }
  }
  return {
    innerWidth: window.innerWidth,
    scrollWidth: document.documentElement.scrollWidth,
    outside,
    bannerButtons: document.querySelectorAll('.unav-banners button').length,
  };
}

export function fitFacts(page: Page): Promise<FitFacts> {
  return page.evaluate(measureFit, CONTROLS);
}

/** A visible control matching this selector, with its whole box in the viewport. */
export function visibleInViewport(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => [...document.querySelectorAll(sel)].some((element) => {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1 && rect.left >= -0.5 && rect.right <= window.innerWidth + 0.5;
  }), selector);
}

/** Clicks the first visible element matching the selector; false when there is none. */
export async function clickVisible(page: Page, selector: string): Promise<boolean> {
  const candidates = page.locator(selector);
  const count = await candidates.count();
  for (let index = 0; index < count; index += 1) {
    const candidate = candidates.nth(index);
    if (await candidate.isVisible()) {
      await candidate.click();
      return true;
    }
  }
  return false;
}

/** The triggers of our dropdowns, in the header and the search box (a cart without a panel is a link: none). */
export const DROPDOWN_TRIGGERS = '.unav-root button[aria-haspopup="menu"], .unav-root button.unav-cart-trigger';

/** Every dropdown closed: Escape for a menu (twice: a submenu, then its menu), a press outside for the cart. */
export async function closeDropdowns(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.mouse.click(1, 600);
}

/** How the logo shows: its kind and the smallest size at which it shows words (a monogram's letter, a text logo's name). */
export interface LogoFacts {
  kind: 'image' | 'compact' | 'monogram' | 'text' | 'none';
  /** Font size of a monogram or a text logo, px. */
  textPx?: number;
  /** An image logo: its width now, and the width the theme gives it at full height (its natural size up to 31px high, at most the logo width). */
  width?: number;
  fullWidth?: number;
}

/** Runs in the page: the header's logo as shown. */
function measureLogo(): LogoFacts {
  const logo = document.querySelector<HTMLElement>('#unav-header .unav-logo');
  if (!logo) return { kind: 'none' };
  const shown = (element: Element | null) => element?.checkVisibility() && element.getBoundingClientRect().width > 1;
  const monogram = logo.querySelector('.unav-logo__monogram');
  if (shown(monogram)) return { kind: 'monogram', textPx: parseFloat(getComputedStyle(monogram as Element).fontSize) };
  const text = logo.querySelector('.unav-logo__text');
  if (shown(text)) return { kind: 'text', textPx: parseFloat(getComputedStyle(text as Element).fontSize) };
  if (shown(logo.querySelector('.unav-logo__compact'))) return { kind: 'compact' };
  const image = logo.querySelector<HTMLImageElement>('.unav-logo__image');
  if (!image || !shown(image)) return { kind: 'none' };
  const height = Math.min(image.naturalHeight, 31);
  const logoWidth = parseFloat(getComputedStyle(logo).getPropertyValue('--unav-logo-width')) || 200;
  return { kind: 'image', width: image.getBoundingClientRect().width, fullWidth: Math.min((image.naturalWidth * height) / image.naturalHeight, logoWidth) };
}

export function logoFacts(page: Page): Promise<LogoFacts> {
  return page.evaluate(measureLogo);
}
