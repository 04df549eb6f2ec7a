import { describe, expect, it } from 'vitest';
import { PREVIEW_COOKIES } from '../../../engine/core/display/previewCookies.ts';
import { createMemoryCookies, createTestEnv } from '../../../test/testEnv.ts';
import { decidePreviewSession } from './decidePreviewSession.ts';

const at = (url: string, cookies: Record<string, string> = {}) => createTestEnv({ url, cookies: createMemoryCookies(cookies) });

describe('decidePreviewSession: whether a page has anything of a preview session (touched)', () => {
  it('a plain page: nothing to show, nothing to clear', () => {
    expect(decidePreviewSession(at('https://market.example.com/home'), undefined)).toMatchObject({ clear: true, active: { kind: 'none' }, touched: false });
  });

  it('a theme preview the query names is active', () => {
    const decision = decidePreviewSession(at('https://market.example.com/home?builderThemeId=7'), undefined);
    expect(decision).toMatchObject({ clear: false, active: { kind: 'theme' }, touched: true });
  });

  it('a live session (the heartbeat) with no preview left to show has nothing to clear', () => {
    const decision = decidePreviewSession(at('https://market.example.com/home', { [PREVIEW_COOKIES.heartbeat]: 'true' }), undefined);
    expect(decision).toMatchObject({ clear: false, active: { kind: 'none' }, touched: false });
  });

  it('builder cookies of a session that is over are to be cleared', () => {
    expect(decidePreviewSession(at('https://market.example.com/home', { [PREVIEW_COOKIES.builderThemeId]: '7' }), undefined)).toMatchObject({ clear: true, touched: true });
  });

  it('an admin page ends a preview: its cookies go', () => {
    expect(decidePreviewSession(at('https://market.example.com/channel/apps', { [PREVIEW_COOKIES.heartbeat]: 'true' }), undefined)).toMatchObject({ clear: true, active: { kind: 'none' }, touched: true });
  });
});
