import { expect, it } from 'vitest';
import { isAdminPath, isPreviewSessionValid, shouldClearBuilderCookies, type PreviewSessionInput } from './previewSession.ts';

const none: PreviewSessionInput = {
  heartbeat: undefined,
  devMode: undefined,
  pathname: '/home',
  themePreview: false,
  storedProductId: undefined,
};

it('a preview session is valid while the heartbeat cookie is true', () => {
  expect(isPreviewSessionValid({ ...none, heartbeat: 'true' })).toBe(true);
  expect(isPreviewSessionValid({ ...none, heartbeat: 'false' })).toBe(false);
  expect(isPreviewSessionValid(none)).toBe(false);
});

it('a preview session is valid with a dev query plus a numeric product id in the path', () => {
  expect(isPreviewSessionValid({ ...none, devMode: 'CMS' as const, pathname: '/apps/42/chat' })).toBe(true);
  expect(isPreviewSessionValid({ ...none, devMode: 'CMS' as const, pathname: '/apps/chat' })).toBe(false);
});

it('a preview session is valid while a theme preview is active', () => {
  expect(isPreviewSessionValid({ ...none, themePreview: true })).toBe(true);
});

it('builder cookies are removed when the session is invalid', () => {
  expect(shouldClearBuilderCookies(none)).toBe(true);
  expect(shouldClearBuilderCookies({ ...none, heartbeat: 'true' })).toBe(false);
});

it('builder cookies are removed when the product id differs from the stored one', () => {
  const session = { ...none, heartbeat: 'true', storedProductId: '42' };
  expect(shouldClearBuilderCookies({ ...session, pathname: '/apps/42/chat' })).toBe(false);
  expect(shouldClearBuilderCookies({ ...session, pathname: '/apps/43/chat' })).toBe(true);
  expect(shouldClearBuilderCookies({ ...session, pathname: '/browse' })).toBe(false);
});

it('builder cookies are removed on non-marketplace admin pages', () => {
  expect(shouldClearBuilderCookies({ ...none, heartbeat: 'true', pathname: '/channel/editApp/42' })).toBe(true);
  expect(isAdminPath('/branding/themes')).toBe(true);
  expect(isAdminPath('/superuser')).toBe(true);
  expect(isAdminPath('/cmsx')).toBe(false);
  expect(isAdminPath('/apps/42')).toBe(false);
});
