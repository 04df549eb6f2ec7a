/**
 * Every dropdown fits every screen below the desktop layout (phones and a tablet): each one of the
 * bar and of the search box is opened in turn (My Apps, the user menu, the cart, the company,
 * language and Manage menus, the search scope), for the users with the most in the bar, on the
 * default templates and each partner with a look of its own, in both directions of text. Open, no
 * part of it leaves the screen's 8px margin and the page does not scroll sideways; axe finds
 * nothing over our roots with it open. Pairwise (test/pairwise.ts) over partner, width, direction
 * and persona.
 */
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { listPartners } from '../fixtures/server/fixtureStore.ts';
import { marketUrl, runAxe } from './browser.ts';
import { fileBrowser } from './fileBrowser.ts';
import { pairwise } from '../test/pairwise.ts';
import { closeDropdowns, DROPDOWN_TRIGGERS } from './responsiveFacts.ts';

const e2e = fileBrowser();
let dropdownsOpened = 0;
afterAll(() => {
  console.info(`[dropdown fit] ${cases.length} pages, ${dropdownsOpened} dropdowns opened and measured`);
});

const WIDTHS = [320, 360, 375, 414, 768];
const folders = new Map(listPartners().map((partner) => [partner.code, partner.folder]));
/** The default templates (appdirect) and the partners with templates or a header theme of their own. */
const OWN_LOOK = [...folders.entries()]
  .filter(([, folder]) => folder === 'appdirect' || ['headerIn.html', 'headerTheme.json'].some((file) => existsSync(new URL(`../fixtures/partners/${folder}/${file}`, import.meta.url))))
  .map(([code]) => code);
/** Signed-in users whose bar holds every dropdown between them: companies, Manage, My Apps, the cart. */
const PERSONAS = ['multi-company-user', 'superuser', 'customer'];

const cases = pairwise(
  { partner: OWN_LOOK, width: WIDTHS, dir: ['ltr', 'rtl'] as const, persona: PERSONAS },
  { interacting: [['partner', 'width'], ['partner', 'dir'], ['width', 'dir'], ['persona', 'width'], ['partner', 'persona']] },
);

const MARGIN = 8;
/**
 * A case alone takes 4-8 s (a page, then up to seven dropdowns each opened, measured and checked
 * by axe), but five run at once on one browser that the other test file shares, and a case's clock
 * runs while it waits for the CPU: the default templates' cases took 38-55 s on a loaded machine.
 */
const CASE_TIMEOUT = 150_000;

interface OpenFacts {
  scrollWidth: number;
  innerWidth: number;
  /** Parts of the open dropdown (its box and each item) outside the screen's margin. */
  outside: string[];
}

/** Runs in the page: what of the open dropdown (the element the trigger controls, else the widget's panel) leaves the screen. */
function measureOpen(trigger: Element, margin: number): OpenFacts {
  const controlled = trigger.getAttribute('aria-controls');
  const dropdown = (controlled && document.getElementById(controlled)) || trigger.closest('[data-dropdown]')?.querySelector('[role="menu"], [role="region"]');
  const outside: string[] = [];
  if (dropdown) {
    for (const part of [dropdown, ...dropdown.querySelectorAll('[role="menuitem"], [role="menuitemradio"], a[href], button')]) {
      if (!part.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = part.getBoundingClientRect();
      if (box.width <= 1) continue;
      if (box.left < margin - 0.5 || box.right > window.innerWidth - margin + 0.5) {
        outside.push(`${part.className || part.getAttribute('role')} "${(part.textContent ?? '').trim().slice(0, 20)}" [${Math.round(box.left)}..${Math.round(box.right)}]`);
      }
    }
  } else {
    outside.push('no dropdown found for the trigger');
  }
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, outside };
}


describe.concurrent('every dropdown fits the screen', () => {
  it.each(cases.map((test) => [`${test.persona} on ${test.partner} at ${test.width}px ${test.dir}`, test] as const))('%s', async (_name, test) => {
    const opened = await e2e.pages.open(marketUrl('/', { persona: test.persona, partner: test.partner, query: test.dir === 'rtl' ? { dir: 'rtl' } : {} }), { width: test.width });
    try {
      await opened.page.waitForSelector('html[data-unav-state="mounted"]', { timeout: 20_000 });
      await opened.page.waitForFunction(() => !document.querySelector('.unav-root .unav-pending'), undefined, { timeout: 10_000 }).catch(() => undefined);
      const triggers = opened.page.locator(DROPDOWN_TRIGGERS);
      // The widgets with a dropdown come with the complete render, which a loaded machine may bring late.
      await triggers.filter({ visible: true }).first().waitFor({ timeout: 20_000 });
      const findings: Record<string, unknown> = {};
      let tried = 0;
      for (let index = 0; index < (await triggers.count()); index += 1) {
        const trigger = triggers.nth(index);
        if (!(await trigger.isVisible())) continue;
        const name = ((await trigger.getAttribute('aria-label')) ?? (await trigger.innerText())).trim().slice(0, 30);
        await trigger.click();
        await opened.page.waitForTimeout(150);
        const facts = await trigger.evaluate(measureOpen, MARGIN);
        const violations = await runAxe(opened.page, { include: ['#unav-header', '#adsearch'] });
        const found = [
          ...(facts.scrollWidth > facts.innerWidth ? [`page scrolls sideways by ${facts.scrollWidth - facts.innerWidth}px`] : []),
          ...facts.outside,
          ...violations.flatMap((violation) => violation.nodes.map((node) => `axe ${violation.id}: ${node.target.join(' ')}`)),
        ];
        if (found.length > 0) findings[name] = found;
        tried += 1;
        dropdownsOpened += 1;
        await closeDropdowns(opened.page);
      }
      expect(tried, 'dropdowns opened').toBeGreaterThan(0);
      expect(findings).toEqual({});
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  }, CASE_TIMEOUT);
});
