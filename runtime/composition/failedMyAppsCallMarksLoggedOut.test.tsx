// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BootstrapContext } from '../../engine/core/wire/marketTypes.ts';
import { mountWith, type NavHandle } from '../../engine/react/mount.tsx';
import { createTestServer, json, serverError, unauthorized, type Reply } from '../../test/testServer.ts';
import { defaultComposition } from './defaultComposition.ts';
import { headerWidgets } from './lazyWidgets.ts';

const MARKET = 'https://market.example.com';
const ASSIGNMENTS = '/api/v3/universal-nav/assignments/c-1/u-1';
const signedIn: BootstrapContext = {
  CHANNEL_SETTINGS: { partner: 'ACME', capabilities: ['CUSTOMER_APPLICATION_MANAGEMENT'] },
  CurrentUser: { uuid: 'u-1' },
  CompanyInfo: { uuid: 'c-1' },
  UserInfo: { name: 'Ada Lovelace', roles: ['USER'] },
  memberships: { content: [] },
};
const templates = {
  templates: { headerIn: '<header class="acme-in">{{myApps}}</header>', headerOut: '<header class="acme-out">{{loginItem}}</header>' },
  translations: {},
  assets: {},
};

// The header's widgets are a chunk loaded on demand: here it is there from the start.
beforeAll(() => headerWidgets.load());

const handles: NavHandle[] = [];
afterEach(() => {
  act(() => {
    for (const handle of handles.splice(0)) handle.unmount();
  });
  vi.unstubAllGlobals();
});
beforeEach(() => {
  document.body.innerHTML = '<div id="unav-header"></div>';
  localStorage.clear();
});

async function mountHeader(assignments: Reply) {
  const server = createTestServer({
    '/api/session/v1/bootstrap-context': json(signedIn),
    '/api/channel/v1/styles/ACME/templates/published': json(templates),
    '/api/appconfigr/v1/evaluation/flagbatch': json({ evaluationResults: [] }),
    [ASSIGNMENTS]: assignments,
  });
  vi.stubGlobal('fetch', server.fetch);
  await act(async () => {
    handles.push(await mountWith(defaultComposition, { marketUrl: MARKET, header: { target: '#unav-header' } }));
  });
  // The My Apps call answers after the first render.
  await act(async () => {
    for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { server, root: document.querySelector('#unav-header .unav-root') };
}

describe('A failed My Apps call marks the user as logged out (SPEC §8)', () => {
  it.each([
    ['a 500', serverError()],
    ['a 401', unauthorized()],
  ])('%s on the assignments call turns the header to the loggedout user: headerOut, log in item', async (_name, reply) => {
    const { server, root } = await mountHeader(reply);
    expect(server.callsTo(ASSIGNMENTS)).toHaveLength(1);
    expect(root?.getAttribute('data-user-state')).toBe('loggedout');
    expect(root?.getAttribute('data-layout')).toBe('headerOut');
    expect(root?.querySelector('.acme-out')).not.toBeNull();
    expect(root?.querySelector('.unav-myapps')).toBeNull();
  });

  it('an answered call keeps the signed-in header', async () => {
    const { root } = await mountHeader(json([]));
    expect(root?.getAttribute('data-user-state')).toBe('loggedin');
    expect(root?.querySelector('.acme-in .unav-myapps')).not.toBeNull();
  });
});
