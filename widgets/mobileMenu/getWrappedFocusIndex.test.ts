import { getWrappedFocusIndex } from './getWrappedFocusIndex.ts';

describe('getWrappedFocusIndex (Tab stays inside the open menu)', () => {
  it('Tab on the last control goes to the first', () => {
    expect(getWrappedFocusIndex(4, 3, false)).toBe(0);
  });

  it('Shift+Tab on the first control goes to the last', () => {
    expect(getWrappedFocusIndex(4, 0, true)).toBe(3);
  });

  it('between the ends the browser moves focus itself', () => {
    expect(getWrappedFocusIndex(4, 1, false)).toBeNull();
    expect(getWrappedFocusIndex(4, 2, true)).toBeNull();
    expect(getWrappedFocusIndex(4, 0, false)).toBeNull();
    expect(getWrappedFocusIndex(4, 3, true)).toBeNull();
  });

  it('with focus on none of the controls (the dialog itself), Tab goes to the first and Shift+Tab to the last', () => {
    expect(getWrappedFocusIndex(4, -1, false)).toBe(0);
    expect(getWrappedFocusIndex(4, -1, true)).toBe(3);
  });

  it('one control: both keys stay on it', () => {
    expect(getWrappedFocusIndex(1, 0, false)).toBe(0);
    expect(getWrappedFocusIndex(1, 0, true)).toBe(0);
  });

  it('no control: nothing to move to', () => {
    expect(getWrappedFocusIndex(0, -1, false)).toBeNull();
    expect(getWrappedFocusIndex(0, -1, true)).toBeNull();
  });
});
