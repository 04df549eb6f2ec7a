import { describe, expect, it } from 'vitest';
import { createDefaultBootstrap } from './defaults.ts';

describe('createDefaultBootstrap', () => {
  it('uses the platform partner, settings version 2.7.15 and the My Apps capability', () => {
    expect(createDefaultBootstrap().CHANNEL_SETTINGS).toEqual({
      partner: 'APPDIRECT', capabilities: ['CUSTOMER_APPLICATION_MANAGEMENT'], version: '2.7.15',
    });
  });

  it('gives a fresh copy each time, so one render cannot change the next one', () => {
    const first = createDefaultBootstrap();
    first.CHANNEL_SETTINGS?.capabilities?.push('CHANNEL_MANAGEMENT');
    expect(createDefaultBootstrap().CHANNEL_SETTINGS?.capabilities).toEqual(['CUSTOMER_APPLICATION_MANAGEMENT']);
  });
});
