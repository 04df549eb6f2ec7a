import { followsInThisTab, type LinkClick } from './followsInThisTab.ts';

const click: LinkClick = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe('followsInThisTab (a followed link closes the menu)', () => {
  it('a plain click (or Enter) on a link without a target goes there in this tab', () => {
    expect(followsInThisTab(click, null)).toBe(true);
    expect(followsInThisTab(click, '')).toBe(true);
    expect(followsInThisTab(click, '_self')).toBe(true);
  });

  it('a click that opens another tab or window leaves the menu open', () => {
    for (const key of ['ctrlKey', 'metaKey', 'shiftKey'] as const) expect(followsInThisTab({ ...click, [key]: true }, null), key).toBe(false);
    expect(followsInThisTab({ ...click, button: 1 }, null)).toBe(false);
    expect(followsInThisTab(click, '_blank')).toBe(false);
  });

  it('a download (Alt) or a click a script cancelled leaves the menu open', () => {
    expect(followsInThisTab({ ...click, altKey: true }, null)).toBe(false);
    expect(followsInThisTab({ ...click, defaultPrevented: true }, null)).toBe(false);
  });
});
