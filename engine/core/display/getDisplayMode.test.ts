import { describe, expect, it } from 'vitest';
import { createMemoryCookies } from '../../../test/testEnv.ts';
import { getDisplayMode } from './getDisplayMode.ts';

const heartbeat = { builderHeartbeat: 'true' };

describe('getDisplayMode', () => {
  it('is preview with a builder theme id cookie and a heartbeat cookie', () => {
    const cookies = createMemoryCookies({ builderThemeId: 'theme-1', ...heartbeat });
    expect(getDisplayMode({ cookies, query: '' })).toBe('preview');
  });

  it('is preview with a builder theme id query value and a heartbeat cookie', () => {
    expect(getDisplayMode({ cookies: createMemoryCookies(heartbeat), query: '?builderThemeId=theme-1' })).toBe('preview');
  });

  it('is published with a theme id but no live heartbeat', () => {
    expect(getDisplayMode({ cookies: createMemoryCookies({ builderThemeId: 't' }), query: '' })).toBe('published');
    const stale = createMemoryCookies({ builderThemeId: 't', builderHeartbeat: 'false' });
    expect(getDisplayMode({ cookies: stale, query: '' })).toBe('published');
  });

  it('is published with a heartbeat but no theme id', () => {
    expect(getDisplayMode({ cookies: createMemoryCookies(heartbeat), query: '?builderThemeId=' })).toBe('published');
  });

  it.each(['CMS', 'CHANNEL', 'CUSTOMIZE'])('is published when the dev mode is %s', (dev) => {
    const cookies = createMemoryCookies({ builderThemeId: 't', ...heartbeat });
    expect(getDisplayMode({ cookies, query: `?dev=${dev}` })).toBe('published');
  });

  it('is published while a product-preview cookie is set', () => {
    const cookies = createMemoryCookies({
      builderThemeId: 't', ...heartbeat, productPreview: '{"productId":"42","portal":"channel"}',
    });
    expect(getDisplayMode({ cookies, query: '' })).toBe('published');
  });

  it('is preview when the config asks for preview mode', () => {
    expect(getDisplayMode({ cookies: createMemoryCookies(), query: '', configMode: 'preview' })).toBe('preview');
    expect(getDisplayMode({ cookies: createMemoryCookies(), query: '', configMode: 'published' })).toBe('published');
  });
});
