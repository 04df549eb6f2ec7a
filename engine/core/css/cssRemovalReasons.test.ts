import { describe, expect, it } from 'vitest';
import { CSS_REMOVAL_REASONS } from './cssRemovalReasons.ts';

describe('CSS_REMOVAL_REASONS', () => {
  it('tells the partner what to do instead where there is a way', () => {
    expect(CSS_REMOVAL_REASONS['page-position']).toBe('position: fixed or sticky places a box against the page, not the header');
    expect(CSS_REMOVAL_REASONS['viewport-unit']).toContain('use %, em or rem');
    expect(CSS_REMOVAL_REASONS['page-stacking']).toMatch(/^z-index may be auto or a whole number up to 1000/);
    expect(CSS_REMOVAL_REASONS['at-rule']).toMatch(/^only @media, @supports and @container are kept/);
  });

  it('has a sentence for every reason', () => {
    for (const reason of Object.values(CSS_REMOVAL_REASONS)) expect(reason.length).toBeGreaterThan(20);
  });
});
