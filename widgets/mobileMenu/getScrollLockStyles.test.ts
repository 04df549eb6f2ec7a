import { getScrollLockStyles, type ScrollbarMeasure } from './getScrollLockStyles.ts';

const classic: ScrollbarMeasure = { scrollbarWidth: 15, scrollbarSide: 'right', rootGutter: 'auto', gutterSupported: true, bodyPadding: 8 };

describe('getScrollLockStyles (the page does not scroll or shift under the open menu)', () => {
  it('overlay scrollbars (phones): only the overflow is hidden', () => {
    expect(getScrollLockStyles({ ...classic, scrollbarWidth: 0 })).toEqual({ root: { overflow: 'hidden' }, body: {} });
  });

  it('a scrollbar that takes room is kept as a stable gutter', () => {
    expect(getScrollLockStyles(classic)).toEqual({ root: { overflow: 'hidden', 'scrollbar-gutter': 'stable' }, body: {} });
  });

  it('without scrollbar-gutter, the body is padded by the scrollbar width on its side, over its own padding', () => {
    expect(getScrollLockStyles({ ...classic, gutterSupported: false })).toEqual({ root: { overflow: 'hidden' }, body: { 'padding-right': '23px' } });
    expect(getScrollLockStyles({ ...classic, gutterSupported: false, scrollbarSide: 'left', bodyPadding: 0 }))
      .toEqual({ root: { overflow: 'hidden' }, body: { 'padding-left': '15px' } });
  });

  it('a page that reserves its own gutter keeps it: nothing added', () => {
    expect(getScrollLockStyles({ ...classic, rootGutter: 'stable both-edges' })).toEqual({ root: { overflow: 'hidden' }, body: {} });
  });
});
