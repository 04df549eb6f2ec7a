import { describe, expect, it } from 'vitest';
import { CSS_REMOVAL_REASONS, describeCssRemoval } from './cssRemovalReasons.ts';

describe('describeCssRemoval', () => {
  it('says what was removed and why', () => {
    expect(describeCssRemoval('.bar { position }', 'page-position')).toBe(
      '.bar { position } is removed: position: fixed or sticky places a box against the page, not the header',
    );
    expect(describeCssRemoval('@import', 'at-rule')).toMatch(/^@import is removed: only @media, @supports and @container are kept/);
  });

  it('has a sentence for every reason', () => {
    for (const reason of Object.values(CSS_REMOVAL_REASONS)) expect(reason.length).toBeGreaterThan(20);
  });
});
