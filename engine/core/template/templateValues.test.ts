import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { getTemplateValues } from './templateValues.ts';

it('takes the copyright year from the clock and the company name from the channel settings', () => {
  const nav = createTestNavContext({ settings: { marketplaceName: 'Acme Market', supportEmail: 'help@acme.test' } });
  const values = getTemplateValues(nav, Date.parse('2031-03-01T00:00:00Z'));
  expect(values.copyrightYear).toBe('2031');
  expect(values.companyName).toBe('Acme Market');
  expect(values.supportEmail).toBe('help@acme.test');
  expect(values.userFirstName).toBe('Ada');
});

it('prefers an explicit company name and leaves missing values empty', () => {
  const nav = createTestNavContext({ settings: { marketplaceName: 'Acme Market', companyName: 'Acme Inc.' } });
  const values = getTemplateValues(nav, 0);
  expect(values.companyName).toBe('Acme Inc.');
  expect(values.termsUrl).toBe('');
});
