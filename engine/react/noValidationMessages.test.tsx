// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServer, json } from '../../test/testServer.ts';
import { defaultComposition } from '../../runtime/composition/defaultComposition.ts';
import { mountWith, type NavHandle } from './mount.tsx';
import type { NavConfig } from '../core/config/navConfig.ts';

/**
 * SPEC §5 "No validation messages are shown", for the header: theme values that fail §5's checks,
 * links that are not followed and a config without its marketplace are dropped, refused or
 * logged for the developer, never written on the page. (The search input's side is
 * widgets/search/noValidationMessages.test.tsx.)
 */
const MARKET = 'https://market.example.com';
const themeValue = (value: string, type = 'color') => ({ value, type });

const handles: NavHandle[] = [];
afterEach(() => {
  act(() => {
    for (const handle of handles.splice(0)) handle.unmount();
  });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function mount(config: NavConfig) {
  await act(async () => {
    handles.push(await mountWith(defaultComposition, config));
  });
}

/** Nothing on the page says that something was refused. */
function expectNoMessage() {
  expect(document.querySelectorAll('[role="alert"], [aria-invalid="true"], [aria-errormessage], .unav-part-status')).toHaveLength(0);
}

describe('SPEC §5: no validation messages are shown', () => {
  it('SPEC §5: no validation messages are shown: theme values and links that fail the checks', async () => {
    const server = createTestServer({
      '/api/session/v1/bootstrap-context': json({ CHANNEL_SETTINGS: { partner: 'ACME', capabilities: [] } }),
      '/api/channel/v1/styles/ACME/templates/published': json({
        templates: { headerOut: '<header class="acme-bar"><a>Partners</a> <a href="#">Top</a> <a href="/pricing">Pricing</a></header>' },
        translations: {},
        assets: {},
      }),
      '/api/v1/translation/ACME/en-US': json({}),
      '/api/theme/v1/publishedVersion/settings/header': json({
        globalStyles: { logoWidth: themeValue('wide', 'number'), headerTextSize: themeValue('huge', 'select') },
        headerComponents: {
          headerNavBorderColor: themeValue('#0b63ce'),
          headerNavBg: themeValue('#12345'),
          headerNavFontColor: themeValue('url(javascript:alert(1))'),
          headerNavDropdownMarginRight: themeValue('12em; color: red', 'number'),
          logoImage: { value: 'logo', type: 'image-uploader', url: 'javascript:alert(1)' },
        },
      }),
      '/api/channel/v1/styles/ACME/theme/published': json({ primaryColor: themeValue('#zzzzzz') }),
    });
    vi.stubGlobal('fetch', server.fetch);
    document.body.innerHTML = '<div id="unav-header"></div>';
    await mount({ marketUrl: MARKET, header: { target: '#unav-header' }, cache: false });

    const root = document.querySelector<HTMLElement>('#unav-header .unav-root')!;
    // The partner's header, and nothing written beside it.
    expect(root.querySelector('header')?.textContent).toBe('Partners Top Pricing');
    expect(root.textContent).toBe('Partners Top Pricing');
    // The refused values are simply not applied; the valid one beside them is.
    const style = root.getAttribute('style') ?? '';
    expect(style).toContain('--unav-nav-border-color: #0b63ce');
    for (const refused of ['#12345', 'javascript', 'wide', 'huge', '12em', '#zzzzzz']) expect(style).not.toContain(refused);
    // The links that are not followed stay as they are, with no hint on them.
    expect([...root.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('title')])).toEqual([
      ['Partners', null], ['Top', null], ['Pricing', null],
    ]);
    expectNoMessage();
  });

  it('SPEC §5: no validation messages are shown: a config without marketUrl is logged for the developer, the page stays as it was', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn());
    document.body.innerHTML = '<div id="unav-header"></div><main>page</main>';
    await mount({ marketUrl: '', header: { target: '#unav-header' } });
    expect(logged).toHaveBeenCalledWith('Universal navigation: config.marketUrl is required');
    expect(document.body.innerHTML).toBe('<div id="unav-header"></div><main>page</main>');
    expectNoMessage();
  });
});
