import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NavConfig } from '../config/navConfig.ts';
import { createGate, json, type Reply } from '../../../test/testServer.ts';
import { createNavSession } from './createNavSession.ts';
import {
  BOOTSTRAP, CONFIGURATION, DESIGN_THEME, FLAG, FLAG_BATCH, HEADER_THEME, MARKET, MEMBERSHIPS, TEMPLATES, TRANSLATIONS,
  addons, companies, defaultReplies, headerEnv, headerMarket, templates,
} from './headerMarket.testkit.ts';
import type { HeaderData } from './loadHeaderData.ts';
import { RENDER_DEADLINE_MS } from './renderDeadline.ts';

const CONFIG: NavConfig = { marketUrl: MARKET, partner: 'ACME', locale: 'fr-CA' };
const EMPTY_SET = { templates: {}, translations: {}, assets: {} };

afterEach(() => {
  vi.useRealTimers();
});

/** A session whose `held` endpoint answers only when released; what it publishes, in order. */
function sessionWithHeld(held: string, options: { config?: NavConfig; url?: string; replies?: Record<string, Reply> } = {}) {
  const gate = createGate();
  const reply = options.replies?.[held] ?? defaultReplies[held];
  const server = headerMarket({ ...options.replies, ...(reply ? { [held]: gate.hold(reply) } : {}) });
  const env = headerEnv(server, options.url ? { url: options.url } : {});
  const session = createNavSession(env, options.config ?? CONFIG);
  const published: HeaderData[] = [];
  session.subscribe(() => published.push(session.getSnapshot()!));
  let rendered: HeaderData | undefined;
  void session.rendered().then((data) => {
    rendered = data;
  });
  return { gate, server, env, session, published, rendered: () => rendered };
}

/** Each startup call held in turn: what the deadline's render shows without it, and with it. */
const HELD_CALLS: [string, (data: HeaderData) => unknown, unknown, unknown][] = [
  [BOOTSTRAP, ({ nav }) => [nav.user.state, nav.template, nav.config.partner], ['loggedout', 'headerOut', 'ACME'], ['loggedin', 'headerIn', 'ACME']],
  [TRANSLATIONS, ({ nav }) => nav.t('unav.login'), 'Log In', 'Connexion'],
  [TEMPLATES, ({ templateSet }) => templateSet, EMPTY_SET, templates],
  [HEADER_THEME, ({ nav }) => Object.keys(nav.theme?.variables ?? {}).length, 1, 2],
  [DESIGN_THEME, ({ nav }) => Object.keys(nav.theme?.variables ?? {}).length, 1, 2],
  [MEMBERSHIPS, ({ nav }) => nav.memberships, [], companies],
];

/** The calls that only refine a complete layout (a signed-in user's add-on links and flags). */
const REFINING_CALLS: [string, (data: HeaderData) => unknown, unknown, unknown][] = [
  [CONFIGURATION, ({ nav }) => nav.addons, {}, addons],
  [FLAG_BATCH, ({ nav }) => nav.flags.program_manager_enabled, false, true],
];

describe('the render deadline: a slow call never holds the header', () => {
  it.each(HELD_CALLS)('%s held: at the deadline a render with its default, then the complete data', async (held, shown, atDeadline, complete) => {
    vi.useFakeTimers();
    const { gate, session, published, rendered } = sessionWithHeld(held);
    await vi.advanceTimersByTimeAsync(RENDER_DEADLINE_MS - 1);
    expect(gate.held).toBe(1);
    expect([published.length, rendered()]).toEqual([0, undefined]);
    await vi.advanceTimersByTimeAsync(1);
    expect(published).toHaveLength(1);
    expect(shown(published[0]!)).toEqual(atDeadline);
    // What else has arrived is there: the user once the bootstrap has answered, the partner's templates.
    if (held !== BOOTSTRAP) expect(published[0]!.nav.user.firstName).toBe('Ada');
    if (held !== TEMPLATES) expect(published[0]!.templateSet).toEqual(templates);
    expect(rendered()).toBe(published[0]);
    gate.release();
    const fresh = await session.ready();
    expect(published).toEqual([published[0], fresh]);
    expect(shown(fresh)).toEqual(complete);
  });

  it.each(REFINING_CALLS)('%s held: the header after one round trip, with its default; then the complete data', async (held, shown, early, complete) => {
    vi.useFakeTimers();
    const { gate, session, published, rendered } = sessionWithHeld(held);
    await vi.advanceTimersByTimeAsync(0);
    expect(gate.held).toBe(1);
    expect(published).toHaveLength(1);
    expect(shown(published[0]!)).toEqual(early);
    expect([published[0]!.nav.user.firstName, published[0]!.templateSet]).toEqual(['Ada', templates]);
    expect(rendered()).toBe(published[0]);
    // The header is on screen: the deadline adds no render.
    await vi.advanceTimersByTimeAsync(RENDER_DEADLINE_MS);
    expect(published).toHaveLength(1);
    gate.release();
    const fresh = await session.ready();
    expect(published).toEqual([published[0], fresh]);
    expect(shown(fresh)).toEqual(complete);
  });

  it('the quotes flag held: the partner navigation after one round trip, the flag\'s answer after', async () => {
    vi.useFakeTimers();
    const { gate, session, published } = sessionWithHeld(FLAG, {
      config: { marketUrl: MARKET, partner: 'APPSMART', locale: 'fr-CA' },
      url: `${MARKET}/billing/v2/quotes/versions/12`,
      replies: { [FLAG]: json({ variant: 'on' }) },
    });
    await vi.advanceTimersByTimeAsync(RENDER_DEADLINE_MS);
    expect(published.map(({ nav }) => nav.navigation)).toEqual(['partner']);
    gate.release();
    await session.ready();
    expect(published.map(({ nav }) => nav.navigation)).toEqual(['partner', 'standard']);
  });

  it('nothing held: one render, from complete data; the deadline publishes nothing', async () => {
    vi.useFakeTimers();
    const { session, published, rendered } = sessionWithHeld('/nothing');
    const fresh = await session.ready();
    await vi.advanceTimersByTimeAsync(RENDER_DEADLINE_MS * 2);
    expect(published).toEqual([fresh]);
    expect(rendered()).toBe(fresh);
  });

  it('a held call that fails after the deadline falls back as before, and the complete data follows', async () => {
    vi.useFakeTimers();
    const { gate, session, published } = sessionWithHeld(TEMPLATES, { replies: { [TEMPLATES]: json({ message: 'boom' }, 500) } });
    await vi.advanceTimersByTimeAsync(RENDER_DEADLINE_MS);
    gate.release();
    const fresh = await session.ready();
    expect(published.map((data) => data.templateSet)).toEqual([EMPTY_SET, EMPTY_SET]);
    expect(fresh.nav.user.firstName).toBe('Ada');
  });

  it('only complete fresh data is cached: a deadline render writes nothing', async () => {
    vi.useFakeTimers();
    const { gate, env, session } = sessionWithHeld(TEMPLATES);
    await vi.advanceTimersByTimeAsync(RENDER_DEADLINE_MS);
    expect(env.localStorage.keys().filter((key) => key.endsWith('.cache'))).toEqual([]);
    gate.release();
    await session.ready();
    expect(env.localStorage.keys().filter((key) => key.endsWith('.cache'))).toHaveLength(1);
  });

  it('with a cached header on screen, the deadline keeps its templates rather than the defaults', async () => {
    const warm = headerEnv(headerMarket());
    const first = createNavSession(warm, CONFIG);
    await first.ready();
    first.dispose();
    vi.useFakeTimers();
    const gate = createGate();
    const session = createNavSession({ ...warm, fetch: headerMarket({ [TEMPLATES]: gate.hold(json(templates)) }).fetch }, CONFIG);
    const published: HeaderData[] = [session.getSnapshot()!];
    session.subscribe(() => published.push(session.getSnapshot()!));
    await vi.advanceTimersByTimeAsync(RENDER_DEADLINE_MS);
    // The cached header without its user, the same with the user once confirmed, the deadline's render.
    expect(published.map(({ nav, templateSet }) => [nav.userPending === true, nav.user.firstName, templateSet])).toEqual([
      [true, '', templates], [false, 'Ada', templates], [false, 'Ada', templates],
    ]);
    expect(published[2]!.nav.theme).toBeDefined();
    gate.release();
    await session.ready();
    expect(published).toHaveLength(4);
  });
});

describe('the session around the deadline', () => {
  it('dispose during a pending load: nothing is published, not at the deadline, not after', async () => {
    vi.useFakeTimers();
    const { gate, session, published } = sessionWithHeld(BOOTSTRAP);
    await vi.advanceTimersByTimeAsync(RENDER_DEADLINE_MS / 2);
    session.dispose();
    await vi.advanceTimersByTimeAsync(RENDER_DEADLINE_MS);
    gate.release();
    await session.ready();
    expect([published, session.getSnapshot()]).toEqual([[], null]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an update during the deadline wait wins: the older load renders nothing, at its deadline or after', async () => {
    vi.useFakeTimers();
    const { gate, session, published } = sessionWithHeld(TEMPLATES, {
      replies: { '/api/v1/translation/ACME/de-DE': json({ 'unav.login': 'Anmelden' }) },
    });
    await vi.advanceTimersByTimeAsync(RENDER_DEADLINE_MS - 500);
    const updated = session.update({ locale: 'de-DE' });
    await vi.advanceTimersByTimeAsync(RENDER_DEADLINE_MS);
    // The new load's templates are held too (same path): its own deadline render is in German.
    expect(published.map(({ nav }) => nav.config.locale)).toEqual(['de-DE']);
    expect(published[0]!.nav.t('unav.login')).toBe('Anmelden');
    gate.release();
    const fresh = await updated;
    await session.rendered();
    expect(published.map(({ nav }) => nav.config.locale)).toEqual(['de-DE', 'de-DE']);
    expect(fresh.templateSet).toEqual(templates);
  });
});
