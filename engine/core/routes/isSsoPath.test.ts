import { describe, expect, it } from 'vitest';
import { isSsoPath } from './isSsoPath.ts';

describe('isSsoPath', () => {
  it.each(['/twofactor/setup', '/twofactor/login', '/login', '/login/'])('%s uses the SSO header', (path) => {
    expect(isSsoPath(path)).toBe(true);
  });

  it.each(['/', '/home', '/logout', '/login/help', '/twofactor', '/en-US/home'])('%s does not', (path) => {
    expect(isSsoPath(path)).toBe(false);
  });

  it('reads a path of 300,000 slashes in one pass', () => {
    expect(isSsoPath(`/${'/'.repeat(300_000)}login`)).toBe(false);
    expect(isSsoPath(`/login${'/'.repeat(300_000)}`)).toBe(true);
  });
});
