import { describe, expect, it } from 'vitest';
import { getDevMode } from './getDevMode.ts';

describe('getDevMode', () => {
  it('reads CHANNEL, CMS or CUSTOMIZE from the dev query value', () => {
    expect(getDevMode({ query: '?dev=CHANNEL' })).toBe('CHANNEL');
    expect(getDevMode({ query: new URLSearchParams('dev=cms') })).toBe('CMS');
    expect(getDevMode({ query: '?x=1&dev=Customize' })).toBe('CUSTOMIZE');
  });

  it('ignores any other value', () => {
    expect(getDevMode({ query: '?dev=true' })).toBeUndefined();
    expect(getDevMode({ query: '' })).toBeUndefined();
  });

  it('prefers the config value to the query', () => {
    expect(getDevMode({ query: '?dev=CMS', configDevMode: 'CHANNEL' })).toBe('CHANNEL');
  });
});
