// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createTestEnv } from '../../test/testEnv.ts';
import { SEARCH_DEBOUNCE_MS } from './constants.ts';
import { SearchWidget, type SearchWidgetProps } from './SearchWidget.tsx';
import { createFakeSearchServer, MARKET, type FakeSearchServerOptions } from './searchResponses.testkit.ts';
import type { SearchConfig } from './types.ts';

interface Options {
  config?: Partial<SearchConfig>;
  url?: string;
  server?: FakeSearchServerOptions;
  stored?: Record<string, string>;
  props?: Partial<SearchWidgetProps>;
}

function renderWidget({ config, url = `${MARKET}/home`, server: serverOptions, stored, props }: Options = {}) {
  const server = createFakeSearchServer(serverOptions);
  const env = createTestEnv({ url, fetch: server.fetch, localStorage: createMemoryStorage(stored) });
  const navigator = { assign: vi.fn(), setHash: vi.fn(), open: vi.fn() };
  const view = render(
    <SearchWidget config={{ domain: 'acme', capabilities: ['appwise'], marketUrl: MARKET, ...config }} env={env} navigator={navigator} {...props} />,
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { server, env, navigator, user, ...view, input: screen.getByRole('combobox') as HTMLInputElement };
}

/** Lets the debounce run out and every answer in flight arrive. */
async function settle(ms = SEARCH_DEBOUNCE_MS) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  });
}

const optionTexts = () => screen.queryAllByRole('option').map((option) => option.textContent);
/** Each group's name: the text of the label it points to (aria-labelledby). */
const groupNames = () =>
  screen.getAllByRole('group').map((group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent);

type WithJest = typeof globalThis & { jest?: { advanceTimersByTime(ms: number): void } };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  // Testing Library drains each event with setTimeout(0) and advances fake timers only through `jest`.
  (globalThis as WithJest).jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };
});
afterEach(() => {
  delete (globalThis as WithJest).jest;
  vi.useRealTimers();
});

describe('startup', () => {
  it('loads the enabled services, then the user, then that user’s recent queries', async () => {
    const stored = { 'searchWidget.RecentQueries': JSON.stringify({ 'a3f1c2d4-user': ['zoom meeting', 'payroll'], other: ['secret'] }) };
    const { server, user, input } = renderWidget({ stored });
    await settle();
    expect(server.requests.map((r) => r.endpoint)).toEqual(['services', 'me']);
    await user.click(input);
    expect(screen.getByRole('group', { name: 'Suggestions' })).toBeTruthy();
    expect(optionTexts()).toEqual(['zoom meeting', 'payroll']);
  });

  it('a corrupt stored value is dropped: no suggestions, no error', async () => {
    const { user, input } = renderWidget({ stored: { 'searchWidget.RecentQueries': '{oops' } });
    await settle();
    await user.click(input);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('without a search capability only marketplace is searched and the scope menu is hidden', async () => {
    const { server } = renderWidget({ config: { capabilities: ['billing'] } });
    await settle();
    expect(server.requests).toEqual([]);
    expect(screen.queryByRole('button', { name: /Search scope/ })).toBeNull();
  });

  it('a capability that arrives after mount (a late bootstrap) brings the scope menu and scope all', async () => {
    const { server, rerender, env } = renderWidget({ config: { capabilities: [] } });
    await settle();
    expect(screen.queryByRole('button', { name: /Search scope/ })).toBeNull();
    rerender(<SearchWidget config={{ domain: 'acme', capabilities: ['appwise'], marketUrl: MARKET }} env={env} navigator={{ assign: vi.fn(), setHash: vi.fn(), open: vi.fn() }} />);
    await settle();
    expect(screen.getByRole('button', { name: /Search scope/ })).toBeTruthy();
    expect(server.requests.map((r) => r.endpoint)).toEqual(['services', 'me']);
  });

  it('the default search value comes from the hash search= value', async () => {
    const { input } = renderWidget({ url: `${MARKET}/listing#!/list/page/1/search=project%20tools` });
    await settle();
    expect(input.value).toBe('project tools');
  });

  it('or from the custom query provider', async () => {
    const { input } = renderWidget({ props: { customSearchQuery: () => 'payroll' } });
    await settle();
    expect(input.value).toBe('payroll');
  });

  it('focusOnLoad focuses the input', async () => {
    const { input } = renderWidget({ config: { focusOnLoad: true } });
    await settle();
    expect(document.activeElement).toBe(input);
  });
});

describe('placeholder', () => {
  it("reads 'Find Applications' on listing pages", async () => {
    renderWidget({ url: `${MARKET}/listing` });
    await settle();
    expect(screen.getByPlaceholderText('Find Applications')).toBeTruthy();
  });

  it("reads 'Find {0} Applications' on a product line page", async () => {
    renderWidget({ url: `${MARKET}/productLines/1140`, config: { productLineNames: { '1140': 'Security' } } });
    await settle();
    expect(screen.getByPlaceholderText('Find Security Applications')).toBeTruthy();
  });

  it("defaults to 'Search' and follows the placeholder prop", async () => {
    const { unmount } = renderWidget();
    await settle();
    expect(screen.getByPlaceholderText('Search')).toBeTruthy();
    unmount();
    renderWidget({ props: { placeholder: 'Search apps and files' } });
    await settle();
    expect(screen.getByPlaceholderText('Search apps and files')).toBeTruthy();
  });
});

describe('typing', () => {
  it('searches once per endpoint when typing settles, not per keystroke', async () => {
    const { server, user, input } = renderWidget();
    await settle();
    await user.type(input, 'inv');
    expect(server.to('userSearch')).toHaveLength(0);
    await settle();
    expect(server.to('userAutocomplete').map((r) => r.url.search)).toEqual(['?q=inv']);
    expect(server.to('userSearch').map((r) => r.url.search)).toEqual(['?q=inv&page_size=5']);
    expect(server.to('suggest').map((r) => r.url.search)).toEqual(['?q=inv']);
    expect(server.to('marketplaceSearch')).toHaveLength(0);
  });

  it('shows grouped results in order with a divider between sections', async () => {
    const { user, input, container } = renderWidget();
    await settle();
    await user.type(input, 'inv');
    await settle();
    expect(groupNames()).toEqual(['Suggestions', 'My content', 'Services', 'Content types']);
    expect(container.querySelectorAll('.unav-search__divider')).toHaveLength(3);
    const suggestions = within(screen.getByRole('group', { name: 'Suggestions' })).getAllByRole('option');
    expect(suggestions.map((o) => o.textContent)).toEqual(['Invoice March 2026', 'Invoices overdue', 'Invoice template', 'invoice-template.docx']);
    const content = within(screen.getByRole('group', { name: 'My content' })).getAllByRole('option');
    expect(content.map((o) => o.textContent)).toEqual(['invoice-1042.pdf', 'Ines Invoicing', 'Invoicely Pro']);
    const services = within(screen.getByRole('group', { name: 'Services' })).getAllByRole('option');
    expect(services.map((o) => o.textContent)).toEqual(['inv in Dropbox 4', 'inv in Messenger 2']);
    const types = within(screen.getByRole('group', { name: 'Content types' })).getAllByRole('option');
    expect(types.map((o) => o.textContent)).toEqual(['inv in invoice 3']);
  });

  it('announces the number of results once typing settles', async () => {
    const { user, input } = renderWidget();
    await settle();
    await user.type(input, 'inv');
    expect(screen.getByRole('status').textContent).toBe('');
    await settle();
    expect(screen.getByRole('status').textContent).toBe('10 results available');
  });

  it('an answer for a query no longer current is ignored', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { server, user, input } = renderWidget({
      server: {
        delay: (url) => (url.searchParams.get('q') === 'crm' ? held : undefined),
        responses: { userSearch: (url: URL) => ({ response: { docs: [{ title: `Notes about ${url.searchParams.get('q')}` }] } }) },
      },
    });
    await settle();
    await user.type(input, 'crm');
    await settle();
    await user.type(input, 's');
    await settle();
    release();
    await settle();
    expect(server.to('userSearch').map((r) => r.url.searchParams.get('q'))).toEqual(['crm', 'crms']);
    expect(server.to('userSearch')[0]?.init?.signal?.aborted).toBe(true);
    expect(screen.getByText('Notes about crms')).toBeTruthy();
    expect(screen.queryByText('Notes about crm')).toBeNull();
  });

  it("a 'word in word' query clears results without a request", async () => {
    const { server, user, input } = renderWidget();
    await settle();
    await user.type(input, 'crm in Dropbox');
    await settle();
    expect(server.to('userSearch')).toHaveLength(0);
    expect(screen.getByText('No results found')).toBeTruthy();
  });

  it("every endpoint failing shows 'No results found' and no error", async () => {
    const { user, input } = renderWidget({ server: { failing: true } });
    await settle();
    await user.type(input, 'inv');
    await settle();
    expect(screen.getByText('No results found', { selector: 'p' })).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('No results found');
  });

  it('with hideOnEmpty nothing opens when there is nothing to show', async () => {
    const { user, input } = renderWidget({ server: { failing: true }, config: { hideOnEmpty: true } });
    await settle();
    await user.type(input, 'inv');
    await settle();
    expect(screen.queryByText('No results found')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('the input keeps at most 200 characters', async () => {
    const { user, input } = renderWidget();
    await user.click(input);
    await user.paste('x'.repeat(205));
    expect(input.value).toHaveLength(200);
  });
});

describe('keyboard', () => {
  async function typed(query = 'inv', options: Options = {}) {
    const rendered = renderWidget(options);
    await settle();
    await rendered.user.type(rendered.input, query);
    await settle();
    return rendered;
  }

  it('arrow keys move the highlight, copy its text into the input and scroll it into view', async () => {
    // jsdom lays nothing out: rows stand 40px apart in a list that shows 50px of them.
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const index = this.dataset.index;
      const scrolled = (this.closest('[role="listbox"]') as HTMLElement | null)?.scrollTop ?? 0;
      const top = index === undefined ? 0 : Number(index) * 40 - scrolled;
      return { top, bottom: index === undefined ? 50 : top + 40 } as DOMRect;
    });
    const { user, input } = await typed();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1] as HTMLElement;
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(input.value).toBe('Invoices overdue');
    // The second row (40-80px) is shown by scrolling the list 30px, in the next frame.
    await waitFor(() => expect(screen.getByRole('listbox').scrollTop).toBe(30));
    rect.mockRestore();
  });

  it('arrow up past the first row returns to the typed query', async () => {
    const { user, input } = await typed();
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(input.value).toBe('inv');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(screen.getAllByRole('option').every((o) => o.getAttribute('aria-selected') === 'false')).toBe(true);
  });

  it('Enter on a highlighted result opens its URL in a new window', async () => {
    const { user, navigator } = await typed();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(navigator.open).toHaveBeenCalledWith(`${MARKET}/files/1042`);
    expect(navigator.assign).not.toHaveBeenCalled();
  });

  it('Enter without a highlight runs the apps search, hides results, blurs and remembers the query', async () => {
    const { user, input, navigator, env } = await typed('invoice march');
    await user.keyboard('{Enter}');
    expect(navigator.assign).toHaveBeenCalledWith(`${MARKET}/appwise/search/invoice%20march`);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).not.toBe(input);
    expect(JSON.parse(env.localStorage.getItem('searchWidget.RecentQueries') ?? '{}')).toEqual({ 'a3f1c2d4-user': ['invoice march'] });
  });

  it('the submit button runs the search too', async () => {
    const { user, navigator } = await typed('payroll');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigator.assign).toHaveBeenCalledWith(`${MARKET}/appwise/search/payroll`);
  });

  it('Escape closes the results', async () => {
    const { user, input } = await typed();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('a closed panel keeps its rows, hidden, and opening it again shows the same rows', async () => {
    const { user, input } = await typed();
    const rows = screen.getAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(rows[0]?.closest('.unav-search__panel')?.hasAttribute('hidden')).toBe(true);
    await user.click(document.body);
    await user.click(input);
    const reopened = screen.getAllByRole('option');
    expect(reopened).toHaveLength(rows.length);
    expect(reopened.every((row, index) => row === rows[index])).toBe(true);
  });

  it('Tab accepts the inline completion and keeps focus in the input', async () => {
    const { user, input, server } = await typed();
    expect(screen.getByTestId('search-hint').textContent).toBe('invoice March 2026');
    await user.keyboard('{Tab}');
    expect(input.value).toBe('invoice March 2026');
    expect(document.activeElement).toBe(input);
    await settle();
    expect(server.to('userSearch').map((r) => r.url.searchParams.get('q'))).toEqual(['inv', 'invoice March 2026']);
  });

  it('key codes: a keydown that sends only keyCode 9 (Tab) accepts the inline completion', async () => {
    const { input } = await typed();
    fireEvent.keyDown(input, { keyCode: 9 });
    expect(input.value).toBe('invoice March 2026');
  });

  it('the inline completion goes away with the results', async () => {
    const { user } = await typed();
    expect(screen.getByTestId('search-hint')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('search-hint')).toBeNull();
  });

  it("the inline completion completes what was typed, not a row's text the highlight put in the input", async () => {
    const { user, input } = await typed();
    expect(screen.getByTestId('search-hint')).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(input.value).not.toBe('inv');
    expect(screen.queryByTestId('search-hint')).toBeNull();
    // Back above the first row, the typed text and its completion return.
    await user.keyboard('{ArrowUp}');
    expect(input.value).toBe('inv');
    expect(screen.getByTestId('search-hint').textContent).toBe('invoice March 2026');
  });

  it('ArrowRight at the end of the text accepts the inline completion', async () => {
    const { user, input } = await typed();
    await user.keyboard('{ArrowRight}');
    expect(input.value).toBe('invoice March 2026');
  });

  it('without a completion Tab stays in the input while results show', async () => {
    const { user, input } = await typed('inv', { config: { defaultFilter: 'marketplace' } });
    expect(screen.queryByTestId('search-hint')).toBeNull();
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(input);
  });

  it('no key is handled while an IME composition is in progress', async () => {
    const { input, navigator } = await typed('日本');
    fireEvent.compositionStart(input);
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(navigator.assign).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.compositionEnd(input);
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(navigator.assign).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(navigator.assign).toHaveBeenCalledWith(`${MARKET}/appwise/search/${encodeURIComponent('日本')}`);
  });

  it('the form is not submitted by an Enter that confirms an IME candidate', async () => {
    const { input, navigator } = await typed('日本');
    const form = screen.getByRole('search');
    fireEvent.compositionStart(input);
    // Enter's keypress submits the form implicitly, past the keydown handler.
    fireEvent.submit(form);
    expect(navigator.assign).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeNull();
    fireEvent.compositionEnd(input);
    fireEvent.submit(form);
    expect(navigator.assign).toHaveBeenCalledWith(`${MARKET}/appwise/search/${encodeURIComponent('日本')}`);
  });
});

describe('rows', () => {
  it("clicking a facet row fills '{query} in {label}' and searches it", async () => {
    const { user, input, navigator } = renderWidget();
    await settle();
    await user.type(input, 'inv');
    await settle();
    await user.click(screen.getByRole('option', { name: 'inv in Dropbox 4' }));
    expect(input.value).toBe('inv in Dropbox');
    expect(navigator.assign).toHaveBeenCalledWith(`${MARKET}/appwise/search/inv%20in%20Dropbox`);
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' java\tscript:alert(1)', '&#106;avascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'])(
    'a result whose URL is %j is not opened, and its image URL never reaches an img',
    async (hostile) => {
      const docs = [
        { source: 'messenger', content_type: 'contact', name: 'Ines Invoicing', url: hostile, imageUrl: hostile },
        { source: 'messenger', content_type: 'contact', name: 'Ivo Index', url: `${MARKET}/contacts/78`, imageUrl: 'https://cdn.example.com/ivo.png' },
      ];
      const { user, input, navigator, container } = renderWidget({ server: { responses: { userSearch: { response: { docs } } } } });
      await settle();
      await user.type(input, 'inv');
      await settle();
      const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
      expect(sources).toContain('https://cdn.example.com/ivo.png');
      expect(sources.every((src) => src?.startsWith('https://cdn.example.com/'))).toBe(true);
      // The control: an allowed URL in the same list opens.
      await user.click(screen.getByRole('option', { name: 'Ivo Index' }));
      expect(navigator.open).toHaveBeenCalledWith(`${MARKET}/contacts/78`);
      await user.clear(input);
      await user.type(input, 'inv');
      await settle();
      await user.click(screen.getByRole('option', { name: 'Ines Invoicing' }));
      expect(navigator.open).toHaveBeenCalledTimes(1);
      expect(navigator.assign).not.toHaveBeenCalled();
    },
  );

  it('clicking a result opens it in a new window', async () => {
    const { user, input, navigator } = renderWidget();
    await settle();
    await user.type(input, 'inv');
    await settle();
    await user.click(screen.getByRole('option', { name: 'Ines Invoicing' }));
    expect(navigator.open).toHaveBeenCalledWith(`${MARKET}/contacts/77`);
  });
});

describe('scopes', () => {
  it('the scope menu lists the offered scopes with the current one checked', async () => {
    const { user } = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Search scope: All' }));
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['All', 'true'],
      ['Marketplace', 'false'],
    ]);
    expect(document.activeElement).toBe(items[0]);
  });

  it('opening the scope menu closes the results panel', async () => {
    const { user, input } = renderWidget();
    await settle();
    await user.type(input, 'inv');
    await settle();
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search scope: All' }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('choosing a scope focuses the input and re-runs the search in that scope', async () => {
    const { user, input, server } = renderWidget();
    await settle();
    await user.type(input, 'inv');
    await settle();
    await user.click(screen.getByRole('button', { name: 'Search scope: All' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Marketplace' }));
    expect(document.activeElement).toBe(input);
    await settle();
    expect(server.to('marketplaceSearch').map((r) => r.url.search)).toEqual(['?page_size=5&q=inv']);
    expect(server.to('marketplaceAutocomplete').map((r) => r.url.search)).toEqual(['?q=inv']);
    expect(groupNames()).toEqual(['Marketplace']);
    expect(optionTexts()).toEqual(['Invoicely', 'QuickBooks Online']);
  });

  it('the scope menu answers arrow keys and Escape', async () => {
    const { user } = renderWidget();
    const button = screen.getByRole('button', { name: 'Search scope: All' });
    await user.click(button);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Marketplace');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('ArrowDown on the scope trigger opens the menu on the first scope, ArrowUp on the last', async () => {
    const { user } = renderWidget();
    await settle();
    const button = screen.getByRole('button', { name: 'Search scope: All' });
    act(() => button.focus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'All' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Marketplace' }));
  });

  it('Escape in the scope menu closes it and returns focus to the trigger', async () => {
    const { user } = renderWidget();
    await settle();
    const button = screen.getByRole('button', { name: 'Search scope: All' });
    act(() => button.focus());
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('a click opens the scope menu on the checked scope', async () => {
    const { user } = renderWidget({
      url: 'https://marketplace.reseller.example/listing?pl=1158',
      config: { marketUrl: 'https://marketplace.reseller.example', resellerHosts: { production: ['marketplace.reseller.example'], test: [] } },
    });
    await user.click(screen.getByRole('button', { name: 'Search scope: Providers' }));
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Providers' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Advisors' }));
  });

  it('the widget and the scope menu show open or closed in data-state, the results panel its search in data-status', async () => {
    const { user, input, container } = renderWidget();
    await settle();
    const widget = container.querySelector('.unav-search');
    const scope = container.querySelector('.unav-search__scope');
    expect([widget?.getAttribute('data-state'), scope?.getAttribute('data-state')]).toEqual(['closed', 'closed']);
    await user.type(input, 'inv');
    expect(container.querySelector('.unav-search__panel')?.getAttribute('data-status')).toBe('loading');
    await settle();
    expect(container.querySelector('.unav-search__panel')?.getAttribute('data-status')).toBe('ready');
    expect([widget?.getAttribute('data-state'), scope?.getAttribute('data-state')]).toEqual(['open', 'closed']);
    await user.click(screen.getByRole('button', { name: 'Search scope: All' }));
    expect([widget?.getAttribute('data-state'), scope?.getAttribute('data-state')]).toEqual(['closed', 'open']);
  });

  it('marketplace search submits to the listing page with q and the list hash', async () => {
    const { user, input, navigator } = renderWidget({ config: { defaultFilter: 'marketplace' } });
    await user.type(input, 'crm tools{Enter}');
    expect(navigator.assign).toHaveBeenCalledWith(`${MARKET}/listing?q=crm%20tools#!/list/page/1/search=crm%20tools`);
  });

  it('on a listing page marketplace search sets the hash', async () => {
    const { user, input, navigator } = renderWidget({ url: `${MARKET}/listing`, config: { defaultFilter: 'marketplace' } });
    await user.type(input, 'crm{Enter}');
    expect(navigator.setHash).toHaveBeenCalledWith('#!/list/page/1/search=crm');
  });

  it('the host page overrides both default handlers', async () => {
    const onAppsSearch = vi.fn();
    const onMarketplaceSearch = vi.fn();
    const { user, input, navigator } = renderWidget({ config: { onAppsSearch, onMarketplaceSearch } });
    await user.type(input, 'crm{Enter}');
    expect(onAppsSearch).toHaveBeenCalledWith('crm');
    await user.click(screen.getByRole('button', { name: 'Search scope: All' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Marketplace' }));
    await user.keyboard('{Enter}');
    expect(onMarketplaceSearch).toHaveBeenCalledWith('crm');
    expect(navigator.assign).not.toHaveBeenCalled();
  });
});

describe('reseller variant', () => {
  const reseller = {
    url: 'https://marketplace.reseller.example/listing?pl=1158',
    config: { marketUrl: 'https://marketplace.reseller.example', resellerHosts: { production: ['marketplace.reseller.example'], test: [] } },
  };

  it('offers providers and advisors and preselects the scope of the page pl', async () => {
    const { user } = renderWidget(reseller);
    await user.click(screen.getByRole('button', { name: 'Search scope: Providers' }));
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['All', 'Marketplace', 'Providers', 'Advisors']);
  });

  it('providers search sends its single line; marketplace sends every line comma-joined', async () => {
    const { user, input, server } = renderWidget(reseller);
    await user.type(input, 'msp');
    await settle();
    expect(server.to('marketplaceSearch').at(-1)?.url.searchParams.get('pl')).toBe('1158');
    await user.click(screen.getByRole('button', { name: 'Search scope: Providers' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Marketplace' }));
    await settle();
    expect(server.to('marketplaceSearch').at(-1)?.url.searchParams.get('pl')).toBe('1140,1144,1141,1147,1150,1152,1153');
  });

  it('submits to /en-US/listing with q and one pl per line', async () => {
    const { user, input, navigator } = renderWidget(reseller);
    await user.type(input, 'msp tools{Enter}');
    expect(navigator.assign).toHaveBeenCalledWith('https://marketplace.reseller.example/en-US/listing?q=msp%20tools&pl=1158');
  });
});

describe('closing', () => {
  it('clicking outside closes the results panel and the scope menu', async () => {
    const { user, input } = renderWidget();
    const outside = document.createElement('p');
    outside.textContent = 'Page content';
    document.body.append(outside);
    await settle();
    await user.type(input, 'inv');
    await settle();
    await user.click(outside);
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search scope: All' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(outside);
    expect(screen.queryByRole('menu')).toBeNull();
    outside.remove();
  });

  it('focus moving outside the widget closes the results panel', async () => {
    const { user, input } = renderWidget();
    const outside = document.createElement('a');
    outside.href = '/help';
    document.body.append(outside);
    await settle();
    await user.type(input, 'inv');
    await settle();
    act(() => outside.focus());
    expect(screen.queryByRole('listbox')).toBeNull();
    outside.remove();
  });

  it('focusing the input shows results again', async () => {
    const { user, input } = renderWidget();
    await settle();
    await user.type(input, 'inv');
    await settle();
    await user.keyboard('{Escape}');
    await user.click(document.body);
    await user.click(input);
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('nothing keeps running after unmount', async () => {
    const { user, input, server, unmount } = renderWidget();
    await settle();
    await user.type(input, 'inv');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    await settle();
    expect(server.to('userSearch')).toHaveLength(0);
  });
});

describe('accessibility', () => {
  it('the open widget has no axe violations', async () => {
    // axe schedules its own timers, so this check runs on real ones.
    vi.useRealTimers();
    delete (globalThis as WithJest).jest;
    const stored = { 'searchWidget.RecentQueries': JSON.stringify({ 'a3f1c2d4-user': ['zoom meeting'] }) };
    const { input, container } = renderWidget({ stored });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search scope: All' })).toBeTruthy());
    await user.click(input);
    await waitFor(() => expect(screen.getByRole('option', { name: 'zoom meeting' })).toBeTruthy());
    await user.keyboard('{ArrowDown}');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
