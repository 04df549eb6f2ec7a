// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BootstrapContext } from '../core/wire/marketTypes.ts';
import { createTestServer, json } from '../../test/testServer.ts';
import { defaultComposition } from '../../runtime/composition/defaultComposition.ts';
import { mountWith, type NavHandle } from './mount.tsx';

const MARKET = 'https://market.example.com';
const settings = { partner: 'ACME', capabilities: ['CUSTOMER_APPLICATION_MANAGEMENT'], companyName: 'Acme Market', supportEmail: 'help@acme.example' };
const visitor: BootstrapContext = { CHANNEL_SETTINGS: settings, locale: 'en-US' };
const signedIn: BootstrapContext = {
  ...visitor,
  CurrentUser: { uuid: 'u-1' },
  CompanyInfo: { uuid: 'c-1' },
  UserInfo: { name: 'Ada Lovelace', roles: ['USER'] },
  memberships: { content: [] },
};

/** Both layouts hold the same markup and tokens; only the class names which one was chosen. */
const body = '{{searchBox}} {{loginItem}} {{signupItem}} <span>{{copyrightYear}} {{companyName}} {{supportEmail}}</span>';
const templates = {
  templates: { headerIn: `<header class="acme-in">${body}</header>`, headerOut: `<header class="acme-out">${body}</header>` },
  translations: { 'unav.login': 'Sign in to Acme', 'unav.signup': 'Join Acme' },
  assets: {},
};

let handle: NavHandle | undefined;
afterEach(() => {
  act(() => handle?.unmount());
  handle = undefined;
  vi.unstubAllGlobals();
});

/** Mounts the header for a bootstrap and reads what it shows: its layout, and its look. */
async function renderFor(bootstrap: BootstrapContext) {
  const server = createTestServer({
    '/api/session/v1/bootstrap-context': json(bootstrap),
    '/api/channel/v1/styles/ACME/templates/published': json(templates),
    '/api/v1/translation/ACME/en-US': json({}),
    // A signed-in user's calls, answered as a marketplace without flags or add-ons would.
    '/api/appconfigr/v1/evaluation/flagbatch': json({ evaluationResults: [] }),
    '/api/v3/universal-nav/configuration': json({ addonStoreConfiguration: {} }),
  });
  vi.stubGlobal('fetch', server.fetch);
  localStorage.clear();
  document.body.innerHTML = '<div id="unav-header"></div>';
  await act(async () => {
    handle = await mountWith(defaultComposition, { marketUrl: MARKET, header: { target: '#unav-header' }, cache: false });
  });
  // The search box is a chunk of its own: its stand-in is gone once the widget is there. Each wait
  // is a turn of act(), so the widget's own calls settle inside it.
  const rendered = () => {
    const found = document.querySelector<HTMLElement>('#unav-header .unav-root');
    return found?.querySelector('header') && !found.querySelector('.unav-search[data-status="loading"]') ? found : null;
  };
  const wait = () => act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  for (let turn = 0; turn < 400 && !rendered(); turn++) await wait();
  await wait();
  const root = rendered();
  if (!root) throw new Error('the header was not rendered');
  const header = root.querySelector('header')!;
  return {
    userState: root.dataset.userState,
    layout: [root.dataset.layout, header.className],
    look: {
      text: header.textContent?.replace(/\s+/g, ' ').trim(),
      links: [...header.querySelectorAll('a')].map((link) => [link.textContent?.trim(), link.getAttribute('href')]),
      inputs: [...header.querySelectorAll('input')].map((input) => [input.getAttribute('role'), input.placeholder, input.getAttribute('aria-label')]),
    },
  };
}

describe('Visitors and signed-in users differ only by layout (SPEC §6)', () => {
  it('SPEC §6: visitors and signed-in users differ only by layout: the same tokens fill headerOut and headerIn alike', async () => {
    const seenByVisitor = await renderFor(visitor);
    act(() => handle?.unmount());
    const seenByUser = await renderFor(signedIn);

    expect([seenByVisitor.userState, seenByUser.userState]).toEqual(['loggedout', 'loggedin']);
    expect(seenByVisitor.layout).toEqual(['headerOut', 'acme-out']);
    expect(seenByUser.layout).toEqual(['headerIn', 'acme-in']);
    // Every token of the partner's markup reads the same for both: texts, links, the search box.
    expect(seenByVisitor.look.links).toEqual([
      ['Sign in to Acme', `${MARKET}/login`],
      ['Join Acme', `${MARKET}/signup`],
    ]);
    expect(seenByVisitor.look.inputs).toEqual([['combobox', 'Search', 'Search']]);
    expect(seenByVisitor.look.text).toContain(`${new Date().getFullYear()} Acme Market help@acme.example`);
    expect(seenByUser.look).toEqual(seenByVisitor.look);
  }, 30_000);
});
