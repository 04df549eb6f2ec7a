import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The runtime's stylesheets as shipped (paths from the repository root, where tests run), comments
 * removed: a widget's closed state in its own file, its open state in the file its chunk adds.
 */
function css(path: string): string {
  return readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
}

/** True when a rule whose selector contains `selector` declares `declaration` (whitespace-tolerant). */
function declares(text: string, selector: string, declaration: string): boolean {
  const [property, value] = declaration.split(':').map((part) => part.trim());
  const rules = text.matchAll(/([^{}]+)\{([^{}]*)\}/g);
  return [...rules].some(([, selectors = '', body = '']) =>
    selectors.includes(selector) && body.split(';').some((entry) => {
      const [p, v] = entry.split(':').map((part) => part.trim());
      return p === property && v === value;
    }));
}

const nav = css('runtime/templates/nav.css');
const search = css('widgets/search/search.css');
const searchPanel = css('widgets/search/searchPanel.css');

describe('§9 CSS sizes', () => {
  it.each([
    [nav, ".unav-root[data-navigation='merchant']", 'min-height: 64px'],
    [nav, '.unav-header', 'height: var(--unav-header-height, 52px)'],
    [nav, '.unav-logo', 'max-width: 200px'],
    [nav, '.unav-logo', 'height: 31px'],
    [nav, '.unav-search-slot', 'max-width: 600px'],
    [nav, 'footer', 'max-width: 1292px'],
    [css('widgets/cart/cart.css'), '.unav-cart', 'width: 420px'],
    [css('widgets/cart/cartPanel.css'), '.unav-cart', 'max-height: calc(100vh - 240px)'],
    [css('widgets/myapps/myapps.css'), '.unav-myapps', 'width: 250px'],
    [css('widgets/myapps/myappsPanel.css'), '.unav-myapps', 'width: 83px'],
    [css('widgets/myapps/myappsPanel.css'), '.unav-myapps', 'height: 82px'],
    [css('widgets/menus/menus.css'), '.unav', 'min-width: 192px'],
    [css('widgets/switchers/switchers.css'), '.unav', 'max-width: 12ex'],
    [search, '.unav-search', '--unav-search-row: 30px'],
    [searchPanel, '.unav-search', 'max-height: 75vh'],
    [search, '.unav-search', '--unav-search-narrow: 300px'],
    [search, '.unav-search', 'max-width: 600px'],
    [searchPanel, '.unav-search', 'min-width: 120px'],
    [searchPanel, '.unav-search', 'max-width: 200px'],
  ])('%#: %s declares %s', (text, selector, declaration) => {
    expect(declares(text, selector, declaration)).toBe(true);
  });

  it('§9 breakpoints 640, 736 and 1024/1025px are the media queries of the nav', () => {
    const queries = [...nav.matchAll(/@media\s*([^{]+)\{/g)].map(([, query = '']) => query.trim());
    expect(queries).toEqual(expect.arrayContaining(['(max-width: 640px)', '(max-width: 736px)', '(max-width: 1023.98px)', '(min-width: 1024px)']));
  });
});
