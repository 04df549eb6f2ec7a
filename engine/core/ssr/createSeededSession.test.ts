import { describe, expect, it, vi } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { createTestEnv } from '../../../test/testEnv.ts';
import { createTestServer, json, serverError } from '../../../test/testServer.ts';
import type { HeaderData } from '../load/loadHeaderData.ts';
import type { TemplateSet } from '../wire/marketTypes.ts';
import { createSeededSession } from './createSeededSession.ts';

const MARKET = 'https://market.example.com';
const TEMPLATES = '/api/channel/v1/styles/ACME/templates/published';
const fullSet: TemplateSet = {
  templates: { headerIn: '<header>in</header>', headerOut: '<header>acme out</header>', footer: '<footer>acme</footer>' },
  translations: {},
  assets: {},
};
/** A customer's page: its data carries headerIn and the footer, and leaves headerOut out. */
const customerPage = (): HeaderData => ({
  nav: createTestNavContext({ template: 'headerIn', config: { partner: 'ACME' } }),
  templateSet: { templates: { headerIn: fullSet.templates.headerIn, footer: fullSet.templates.footer }, translations: {}, assets: {} },
});

function seeded(reply = json(fullSet)) {
  const server = createTestServer({ [TEMPLATES]: reply });
  const session = createSeededSession(createTestEnv({ fetch: server.fetch }), { marketUrl: MARKET }, customerPage(), ['headerOut']);
  const seen: string[] = [];
  session.subscribe(() => {
    const data = session.getSnapshot();
    seen.push(`${data?.nav.user.state} ${data?.nav.template} ${data?.templateSet.templates[data.nav.template] ?? 'default'}`);
  });
  return { server, session, seen };
}

describe("a session seeded with a page's data (SPEC §8: a failed My Apps call marks the user logged out)", () => {
  it("asks for the template set when the logged-out layout is not in the page's data, and switches once it is here: never to the default layout", async () => {
    const { server, session, seen } = seeded();
    session.markLoggedOut();
    session.markLoggedOut();
    expect(session.getSnapshot()?.nav.user.state).toBe('loggedin');
    await vi.waitFor(() => expect(seen).toEqual(['loggedout headerOut <header>acme out</header>']));
    expect(server.callsTo(TEMPLATES)).toHaveLength(1);
    // What the page showed stays as it was.
    expect(session.getSnapshot()?.templateSet.templates.footer).toBe('<footer>acme</footer>');
  });

  it('switches at once when the page carries the layout, asking for nothing', () => {
    const server = createTestServer({});
    const page = customerPage();
    const session = createSeededSession(createTestEnv({ fetch: server.fetch }), { marketUrl: MARKET }, { ...page, templateSet: fullSet }, []);
    session.markLoggedOut();
    expect(session.getSnapshot()?.nav.template).toBe('headerOut');
    expect(server.calls).toHaveLength(0);
  });

  it('falls to the default layout when the set cannot be had, as a load whose template call fails', async () => {
    const { session, seen } = seeded(serverError());
    session.markLoggedOut();
    await vi.waitFor(() => expect(seen).toEqual(['loggedout headerOut default']));
    expect(session.getSnapshot()?.templateSet.templates.footer).toBe('<footer>acme</footer>');
  });

  it('drops the answer of a session disposed meanwhile', async () => {
    const { session, seen } = seeded();
    session.markLoggedOut();
    session.dispose();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
  });
});
