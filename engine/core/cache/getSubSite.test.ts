import { describe, expect, it } from 'vitest';
import { getSubSite } from './getSubSite.ts';

describe('getSubSite', () => {
  it('is the channel the host names, else its partner, else empty', () => {
    expect(getSubSite({ channel: 'BU-EAST', partner: 'ACME' })).toBe('BU-EAST');
    expect(getSubSite({ partner: 'ACME' })).toBe('ACME');
    expect(getSubSite({})).toBe('');
  });
});
