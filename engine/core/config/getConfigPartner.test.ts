import { expect, it } from 'vitest';
import { getConfigPartner } from './getConfigPartner.ts';

it("SPEC §3: the config's channel names the tenant as partner does; channel wins when both are given; none when neither", () => {
  expect(getConfigPartner({ channel: 'ACME' })).toBe('ACME');
  expect(getConfigPartner({ partner: 'ACME' })).toBe('ACME');
  expect(getConfigPartner({ channel: 'BU-EAST', partner: 'ACME' })).toBe('BU-EAST');
  expect(getConfigPartner({ channel: '', partner: 'ACME' })).toBe('ACME');
  expect(getConfigPartner({})).toBeUndefined();
  expect(getConfigPartner({ channel: '', partner: '' })).toBeUndefined();
});
