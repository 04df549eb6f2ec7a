import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { BootstrapContext } from '../engine/core/wire/marketTypes.ts';
import { partnerCssRootSelector } from '../engine/core/css/partnerCssRootSelector.ts';
import { findUnsafe, loadXssVectors } from '../test/xssCorpus.ts';
import { BENIGN_AFTER, STYLE_END_TAG_SHAPES } from '../test/css/styleEndTagShapes.ts';
import { createTestServer, json } from '../test/testServer.ts';
import { parseServerNavData } from '../engine/core/ssr/parseServerNavData.ts';
import { DEFAULT_TEMPLATE_SET_CACHE_BYTES, templateSetCache } from '../engine/core/ssr/templateSetCache.ts';
import { clearMarkupTemplates } from '../engine/react/template/markupTemplateCache.ts';
import { cssForStyleElement } from '../engine/core/css/cssForStyleElement.ts';
import { partnerCssOfRoots } from '../engine/server/partnerCssOfRoots.ts';
import { defaultComposition } from './composition/defaultComposition.ts';
import { loadNavData, renderNav } from './server.ts';

const MARKET = 'https://market.example.com';
const visitor: BootstrapContext = { CHANNEL_SETTINGS: { partner: 'ACME', capabilities: [] } };
const { window } = new JSDOM('');

function serve(templates: Record<string, string>) {
  return createTestServer({
    '/api/session/v1/bootstrap-context': json(visitor),
    '/api/channel/v1/styles/ACME/templates/published': json({ templates, translations: {}, assets: {} }),
  });
}

async function render(templates: Record<string, string>) {
  const server = serve(templates);
  const data = await loadNavData({ marketUrl: MARKET }, { fetch: server.fetch, url: `${MARKET}/home` });
  return { data, server, rendered: renderNav(data, { window }) };
}

/** The markup read back by an HTML parser, as a browser with JavaScript off reads it. */
const parse = (html: string) => new JSDOM(`<body>${html}</body>`).window.document.body;

describe('renderNav', () => {
  it('without a DOM window says what it needs, and renders nothing unsanitized', async () => {
    const server = serve({ headerOut: '<img src=x onerror=alert(1)>' });
    const data = await loadNavData({ marketUrl: MARKET }, { fetch: server.fetch, url: `${MARKET}/home` });
    for (const options of [{}, { window: {} }, undefined]) {
      expect(() => renderNav(data, options as never)).toThrow(/options\.window must be a DOM window.*npm install jsdom/);
    }
  });

  it('writes the header, footer and search box with the template links, on a server with no DOM globals', async () => {
    expect(typeof document).toBe('undefined');
    const { rendered } = await render({
      headerOut: '<header class="acme-bar"><nav><a href="/apps">Apps</a> <a href="https://help.example.com/">Help</a></nav>{{loginItem}}</header>',
      footer: '<footer><a href="/terms">Terms</a> © {{copyrightYear}}</footer>',
    });
    const header = parse(rendered.html.header ?? '');
    expect(header.querySelector('.unav-root[data-unav-root="header"]')).not.toBeNull();
    expect([...header.querySelectorAll('.acme-bar nav a')].map((a) => a.getAttribute('href'))).toEqual([`${MARKET}/apps`, 'https://help.example.com/']);
    const footer = parse(rendered.html.footer ?? '');
    expect(footer.querySelector('footer a')?.getAttribute('href')).toBe(`${MARKET}/terms`);
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()}`);
    expect(parse(rendered.html.search ?? '').querySelector('.unav-root[data-unav-root="search"]')).not.toBeNull();
    // Every root whole: no Suspense boundary left for the client to render (`<!--$!-->`).
    for (const html of Object.values(rendered.html)) expect(html).not.toContain('<!--$!-->');
    expect(parse(rendered.html.search ?? '').querySelector('input')).not.toBeNull();
  });

  it('gives the runtime CSS and the partner css/cssHeader scoped to each root', async () => {
    const { rendered } = await render({
      headerOut: '<header>x</header>',
      css: '.acme-link { color: red } .bad { position: fixed }',
      cssHeader: '.acme-bar { background: blue }',
    });
    expect(rendered.css).toContain('.unav-root');
    expect(rendered.css).toContain(`@scope (${partnerCssRootSelector('header')})`);
    expect(rendered.css).toContain(`@scope (${partnerCssRootSelector('footer')})`);
    expect(rendered.css).toMatch(/\.acme-bar\s*\{\s*background: blue/);
    expect(rendered.css).not.toMatch(/position:\s*fixed/);
  });

  it('gives CSS a page puts into its <style> element as it is: no partner "</" ends the element, in css or cssHeader', async () => {
    for (const field of ['css', 'cssHeader']) {
      const { rendered } = await render({ headerOut: '<header>x</header>', [field]: [...STYLE_END_TAG_SHAPES.map((shape) => shape.css), BENIGN_AFTER].join('\n') });
      expect(rendered.css, field).not.toContain('</');
      expect(rendered.css, field).toContain('.after-end-tag-shape');
      const page = new JSDOM(`<!doctype html><head><style>${rendered.css}</style></head><body><div id="unav-header">${rendered.html.header ?? ''}</div></body>`).window.document;
      expect(page.querySelectorAll('style'), field).toHaveLength(1);
      expect(page.querySelectorAll('img'), field).toHaveLength(0);
      expect([...page.body.children].map((element) => element.id), field).toEqual(['unav-header']);
    }
  });

  it('renders only the roots asked for', async () => {
    const server = serve({});
    const data = await loadNavData({ marketUrl: MARKET }, { fetch: server.fetch, url: `${MARKET}/home` });
    const rendered = renderNav(data, { window, kinds: ['footer'] });
    expect(Object.keys(rendered.html)).toEqual(['footer']);
  });

  it('writes no script, handler or javascript: URL from a hostile template', async () => {
    const vectors = loadXssVectors().filter((vector) => vector.executes);
    const { rendered } = await render({ headerOut: `<header>${vectors.map((v) => `<div>${v.payload}</div>`).join('')}</header>` });
    const html = rendered.html.header ?? '';
    expect(html).not.toMatch(/<script/i);
    expect(findUnsafe(parse(html))).toEqual([]);
  });

  it('puts the data in a JSON script element the page cannot break out of', async () => {
    const { rendered, data } = await render({ headerOut: '<header>Fine</header>' });
    const body = parse(`${rendered.dataScript}<p id="after">after</p>`);
    const script = body.querySelector('script#unav-data');
    expect(script?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ ...JSON.parse(JSON.stringify(data)), omitted: [] });
    expect(body.querySelector('#after')).not.toBeNull();
  });

  it("carries in the data only the templates the page's roots show: the header's layout and the footer", async () => {
    const templates = {
      headerIn: '<header>in</header>', headerOut: '<header>out</header>', headerSso: '<header>sso</header>', headerCheckout: '<header>checkout</header>',
      footer: '<footer>acme</footer>', css: '.a { color: red }', cssHeader: '.b { color: blue }',
    };
    const { rendered, data } = await render(templates);
    const json = JSON.parse(parse(rendered.dataScript).querySelector('script#unav-data')?.textContent ?? '') as Record<string, unknown>;
    expect(json.templateSet).toEqual({ templates: { headerOut: '<header>out</header>', footer: '<footer>acme</footer>' }, translations: {}, assets: {} });
    expect([...(json.omitted as string[])].sort()).toEqual(['css', 'cssHeader', 'headerCheckout', 'headerIn', 'headerSso']);
    // The rest is the data as loadNavData gave it.
    const { templateSet: _set, omitted: _omitted, ...rest } = json;
    const { templateSet: _full, ...loaded } = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    expect(rest).toEqual(loaded);
    // The browser reads it, and knows what it lacks.
    expect(parseServerNavData(json, { marketUrl: MARKET })?.omitted).toEqual(json.omitted);
    // The page's data is no data to render from: it lacks templates.
    expect(() => renderNav(json as never, { window })).toThrow(TypeError);
  });

  it('renders the default header with a warning for a template nested 4000 deep with a token at the bottom, never a thrown render', async () => {
    const server = serve({ headerOut: `<header class="acme-bar">${'<div>'.repeat(4000)}{{loginItem}}${'</div>'.repeat(4000)}</header>` });
    const warnings: string[] = [];
    const log = { warn: (message: unknown) => void warnings.push(String(message)), error: (message: unknown) => void warnings.push(`error: ${String(message)}`) };
    const data = await loadNavData({ marketUrl: MARKET }, { fetch: server.fetch, url: `${MARKET}/home`, log });
    const rendered = renderNav(data, { window, log });
    const header = parse(rendered.html.header ?? '');
    expect(header.querySelector('.acme-bar')).toBeNull();
    expect(header.querySelector('.unav-root[data-unav-root="header"] a')).not.toBeNull();
    expect(warnings).toContain('Template headerOut: more than 256 levels of nesting (line 1), beyond the bounds of a template; the default renders instead');
    expect(warnings.filter((message) => message.startsWith('error'))).toEqual([]);
  });

  it('keeps the CSP nonce out of the data script; the page\'s mount() config brings it back on hydration', async () => {
    const server = serve({ headerOut: '<header>Fine</header>' });
    const config = { marketUrl: MARKET, nonce: 'page-n0nce-6f1c', supportChat: { sdkHost: 'https://chat.example.com', nonce: 'chat-n0nce-9d2e' } };
    const data = await loadNavData(config, { fetch: server.fetch, url: `${MARKET}/home` });
    // Data with a nonce written into it by hand, not by loadNavData, is written without it too.
    const handMade = { ...data, nav: { ...data.nav, config: { ...data.nav.config, nonce: 'hand-n0nce-4a7b', supportChat: { ...data.nav.config.supportChat, nonce: 'hand-chat-n0nce-1e3f' } } } };
    for (const rendered of [renderNav(data, { window }), renderNav(handMade, { window })]) {
      for (const nonce of ['page-n0nce-6f1c', 'chat-n0nce-9d2e', 'hand-n0nce-4a7b', 'hand-chat-n0nce-1e3f']) expect(rendered.dataScript).not.toContain(nonce);
      const json = JSON.parse(parse(rendered.dataScript).querySelector('script#unav-data')?.textContent ?? '') as unknown;
      // The browser's mount() is given the nonce by the page and hydrates with it.
      const seed = parseServerNavData(json, { marketUrl: MARKET, nonce: 'page-n0nce-6f1c' });
      expect(seed?.data.nav.config.nonce).toBe('page-n0nce-6f1c');
      expect(seed?.data.nav.config.supportChat).toEqual({ sdkHost: 'https://chat.example.com' });
      expect(parseServerNavData(json, { marketUrl: MARKET })?.data.nav.config.nonce).toBeUndefined();
    }
  });

  it("SPEC §3: hydration takes the server's data only for the tenant the page's config names, by channel as by partner", async () => {
    const server = serve({ headerOut: '<header>Fine</header>' });
    const data = await loadNavData({ marketUrl: MARKET, channel: 'ACME' }, { fetch: server.fetch, url: `${MARKET}/home` });
    expect(data.nav.config.partner).toBe('ACME');
    const json = JSON.parse(parse(renderNav(data, { window }).dataScript).querySelector('script#unav-data')?.textContent ?? '') as unknown;
    expect(parseServerNavData(json, { marketUrl: MARKET, channel: 'ACME' })).not.toBeNull();
    expect(parseServerNavData(json, { marketUrl: MARKET, partner: 'ACME' })).not.toBeNull();
    expect(parseServerNavData(json, { marketUrl: MARKET, channel: 'GLOBEX' })).toBeNull();
    expect(parseServerNavData(json, { marketUrl: MARKET, channel: 'GLOBEX', partner: 'ACME' })).toBeNull();
  });

  it('refuses data that loadNavData did not make', () => {
    expect(() => renderNav({} as never, { window })).toThrow(TypeError);
  });
});

describe('renderNav as a cache of what template sets derive', () => {
  const templates = {
    headerOut: '<header class="acme-bar"><a href="/apps">Apps</a>{{loginItem}}</header>',
    footer: '<footer><a href="/terms">Terms</a> © {{copyrightYear}}</footer>',
    css: '.acme-link { color: red } .logo { background: url(https://cdn.example.net/logo.png) }',
    cssHeader: '.acme-bar { background: blue }',
  };

  /** A window whose template parses are counted: DOMPurify parses each template it sanitizes. */
  function countingWindow() {
    const { window: counted } = new JSDOM('');
    const parseFromString = counted.DOMParser.prototype.parseFromString;
    let parses = 0;
    counted.DOMParser.prototype.parseFromString = function (this: DOMParser, ...args: Parameters<DOMParser['parseFromString']>) {
      parses += 1;
      return parseFromString.apply(this, args);
    };
    return { counted, parses: () => parses };
  }

  it('renders the same HTML, CSS and data cold, warm, and with nothing kept', async () => {
    clearMarkupTemplates();
    const { data } = await render(templates);
    const cold = renderNav(data, { window });
    // The runtime's CSS, then the partner's scoped to each root, in one text for the <style>.
    const partnerCss = partnerCssOfRoots(['header', 'footer', 'search'], { templates: data.templateSet.templates, marketUrl: MARKET });
    expect(cold.css).toBe(cssForStyleElement([...defaultComposition.stylesheets, partnerCss].filter(Boolean).join('\n')));
    const warm = renderNav(data, { window });
    expect(warm).toEqual(cold);
    const uncached = renderNav(data, { window, cacheBytes: 0 });
    try {
      expect(templateSetCache.size).toBe(0);
      expect(uncached).toEqual(cold);
    } finally {
      renderNav(data, { window, cacheBytes: DEFAULT_TEMPLATE_SET_CACHE_BYTES });
    }
  });

  it('sanitizes each template once: a later render of the same set, in another request, parses none', async () => {
    clearMarkupTemplates();
    const { counted, parses } = countingWindow();
    const load = (set: Record<string, string>) => loadNavData({ marketUrl: MARKET }, { fetch: serve(set).fetch, url: `${MARKET}/home` });
    renderNav(await load(templates), { window: counted as never });
    // The header's and the footer's templates.
    expect(parses()).toBe(2);
    renderNav(await load(templates), { window: counted as never });
    expect(parses()).toBe(2);
    // Another text is another template.
    const changed = await load({ ...templates, footer: '<footer><a href="/terms">Terms of use</a></footer>' });
    expect(parse(renderNav(changed, { window: counted as never }).html.footer ?? '').textContent).toContain('Terms of use');
    expect(parses()).toBe(3);
  });

  it('keys what depends on the config by it: links on each marketplace, partner CSS with each list of asset origins', async () => {
    const server = serve(templates);
    const url = (market: string) => `${market}/home`;
    const other = 'https://other-market.example.org';
    const here = renderNav(await loadNavData({ marketUrl: MARKET }, { fetch: server.fetch, url: url(MARKET) }), { window });
    const there = renderNav(await loadNavData({ marketUrl: other, apiUrl: MARKET }, { fetch: server.fetch, url: url(other) }), { window });
    expect(parse(here.html.header ?? '').querySelector('.acme-bar a')?.getAttribute('href')).toBe(`${MARKET}/apps`);
    expect(parse(there.html.header ?? '').querySelector('.acme-bar a')?.getAttribute('href')).toBe(`${other}/apps`);
    const withCdn = renderNav(await loadNavData({ marketUrl: MARKET, assetOrigins: ['https://cdn.example.net'] }, { fetch: server.fetch, url: url(MARKET) }), { window });
    expect(here.css).not.toContain('cdn.example.net');
    expect(withCdn.css).toContain('https://cdn.example.net/logo.png');
  });

  it('holds what it keeps within cacheBytes, shared by every render of the process', async () => {
    clearMarkupTemplates();
    const { data } = await render(templates);
    try {
      renderNav(data, { window, cacheBytes: 64 * 1024 });
      expect(templateSetCache.maxBytes).toBe(64 * 1024);
      for (let set = 0; set < 20; set++) {
        const next = { ...data, templateSet: { ...data.templateSet, templates: { ...data.templateSet.templates, headerOut: `${templates.headerOut}<p>set ${set}</p>` } } };
        renderNav(next, { window });
        expect(templateSetCache.bytes).toBeLessThanOrEqual(64 * 1024);
      }
    } finally {
      renderNav(data, { window, cacheBytes: DEFAULT_TEMPLATE_SET_CACHE_BYTES });
    }
    for (const cacheBytes of [-1, Number.NaN, '32MB']) expect(() => renderNav(data, { window, cacheBytes: cacheBytes as number })).toThrow(/cacheBytes/);
  });
});
