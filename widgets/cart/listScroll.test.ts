import { describe, expect, it } from 'vitest';
import { getListScroll } from './listScroll.ts';

describe('the footer action area gets a shadow when the list scrolls (SPEC §4)', () => {
  it('a list that fits has nothing to scroll', () => {
    expect(getListScroll({ scrollTop: 0, scrollHeight: 200, clientHeight: 200 })).toBe('fits');
    expect(getListScroll({ scrollTop: 0, scrollHeight: 200.4, clientHeight: 200 })).toBe('fits');
  });

  it('a longer list is at its top until scrolled', () => {
    expect(getListScroll({ scrollTop: 0, scrollHeight: 600, clientHeight: 200 })).toBe('top');
    expect(getListScroll({ scrollTop: 40, scrollHeight: 600, clientHeight: 200 })).toBe('scrolled');
  });
});
