// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createTestEnv } from '../../../test/testEnv.ts';
import { NavProvider } from '../context/NavContext.tsx';
import { PlaceholderRegistryProvider } from '../registry/PlaceholderRegistryProvider.tsx';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { registerPlaceholder } from '../registry/registry.ts';
import { renderWithNav } from '../../../test/renderWithNav.tsx';
import { TemplateView } from './TemplateView.tsx';
import { defaultPlaceholders } from '../../../runtime/composition/defaultPlaceholders.tsx';

const FALLBACK = '<div data-testid="default">default {{logo}}</div>';

describe('TemplateView', () => {
  it('inserts value tokens as text and swaps component tokens for live placeholders', () => {
    const nav = createTestNavContext({ settings: { marketplaceName: 'Acme Market' } });
    renderWithNav(<TemplateView name="t" fallback={FALLBACK} template={'<p>Hello {{userFirstName}} at {{companyName}}</p>{{logo}}'} />, { nav });
    expect(screen.getByText('Hello Ada at Acme Market')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acme Market home' }).getAttribute('href')).toBe('https://market.example.com/myapps');
  });

  it('fills value tokens in attribute values and drops a URL value that breaks the URL policy', () => {
    const good = createTestNavContext({ settings: { supportUrl: 'https://help.acme.test' } });
    const { unmount } = renderWithNav(<TemplateView name="t" fallback={FALLBACK} template={'<a href="{{supportUrl}}">Help</a>'} />, { nav: good });
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('https://help.acme.test');
    unmount();
    const bad = createTestNavContext({ settings: { supportUrl: 'javascript:alert(1)' } });
    const { container } = renderWithNav(<TemplateView name="t" fallback={FALLBACK} template={'<a href="{{supportUrl}}">Help</a>'} />, { nav: bad });
    expect(container.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it('prefixes non-absolute links with the marketplace URL unless marked relative', () => {
    const { container } = renderWithNav(
      <TemplateView name="t" fallback={FALLBACK} template={'<a href="/home">Home</a><a data-relative href="/here">Here</a><a href="https://x.test/a">X</a>'} />,
    );
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://market.example.com/home', '/here', 'https://x.test/a']);
  });

  it('does not follow a link with no href or href #', () => {
    renderWithNav(<TemplateView name="t" fallback={FALLBACK} template={'<a href="#">Menu</a><a href="/home">Home</a>'} />);
    const inert = fireEvent.click(screen.getByText('Menu'));
    const live = fireEvent.click(screen.getByText('Home'));
    expect(inert).toBe(false); // default prevented
    expect(live).toBe(true);
  });

  it('renders nothing for unknown tokens and never executes triple braces or partials', () => {
    const { container } = renderWithNav(<TemplateView name="t" fallback={FALLBACK} template={'<p>a{{unknownThing}}b{{{companyName}}}c{{> evil}}d</p>'} />);
    expect(container.querySelector('p')?.textContent).toBe('abcd');
  });

  it('fills the token of a placeholder a host registers under a new name', () => {
    registerPlaceholder('promoBadge', () => <b>New this week</b>);
    renderWithNav(<TemplateView name="t" fallback={FALLBACK} template={'<p>Apps {{promoBadge}}</p>'} />);
    expect(screen.getByText('New this week').tagName).toBe('B');
  });

  it('keeps the rest of the header when one placeholder fails to render', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A name of its own: the host registry is the page's, shared by the test files of a worker, and
    // overriding a real placeholder here (the cart) would take it from the files after this one.
    registerPlaceholder('brokenWidget', () => {
      throw new Error('widget broke');
    });
    renderWithNav(<TemplateView name="t" fallback={FALLBACK} template={'<p>before</p>{{brokenWidget}}<p>after</p>'} />);
    expect(screen.getByText('before')).toBeTruthy();
    expect(screen.getByText('after')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith("Placeholder 'brokenWidget' failed", expect.any(Error));
    warn.mockRestore();
    error.mockRestore();
  });

  it('falls back to the default template when the partner template is empty', () => {
    renderWithNav(<TemplateView name="t" fallback={FALLBACK} template={''} />);
    expect(screen.getByTestId('default')).toBeTruthy();
  });

  it('renders the same markup from the cached compiled template on a warm render', () => {
    const template = '<nav><ul><li><a href="/a">A</a></li></ul></nav><p>{{userFirstName}}</p>';
    const first = renderWithNav(<TemplateView name="t" fallback={FALLBACK} template={template} />);
    const html = first.container.innerHTML;
    first.unmount();
    const second = renderWithNav(<TemplateView name="t" fallback={FALLBACK} template={template} />);
    expect(second.container.innerHTML).toBe(html);
  });

  it('shows the full static content in two roots rendering the same template at once', () => {
    const template = '<nav><ul><li><a href="/a">A</a></li><li><svg viewBox="0 0 1 1"><path d="M0 0"/></svg></li></ul></nav><p>{{userFirstName}}</p>';
    const first = renderWithNav(<TemplateView name="t" fallback={FALLBACK} template={template} />);
    const second = renderWithNav(<TemplateView name="t" fallback={FALLBACK} template={template} />);
    expect(second.container.innerHTML).toBe(first.container.innerHTML);
    expect(first.container.querySelectorAll('nav a, nav path')).toHaveLength(2);
  });

  it("renders a root's own placeholders on top of the defaults", () => {
    const nav = createTestNavContext();
    const env = createTestEnv();
    render(
      <NavProvider nav={nav} env={env}>
        <PlaceholderRegistryProvider defaults={defaultPlaceholders} placeholders={{ cart: () => <b>own cart</b> }}>
          <TemplateView name="t" fallback={FALLBACK} template={'<p>{{cart}}</p>'} />
        </PlaceholderRegistryProvider>
      </NavProvider>,
    );
    expect(screen.getByText('own cart').tagName).toBe('B');
  });

  describe('partner markup stays inside the nav', () => {
    const nav = createTestNavContext({ user: { firstName: '/evil.example/phish?' }, settings: { companyName: 'unav-cart-mask promo opener' } });
    const env = createTestEnv();
    const view = (template: string, fallback = FALLBACK) => (
      <NavProvider nav={nav} env={env}>
        <PlaceholderRegistryProvider defaults={defaultPlaceholders}>
          <TemplateView name="t" fallback={fallback} template={template} />
        </PlaceholderRegistryProvider>
      </NavProvider>
    );

    it.each([
      ['static to static', '<a href="/a" target="evilwin" class="a-only"><b>A</b></a>', '<a href="/b"><i>B</i></a>'],
      // a sibling makes React key both links by position, as in any real template
      ['static to rendered with a token', '<p>1</p><a href="/a" target="evilwin" class="a-only"><b>A</b></a>', '<p>1</p><a href="/b"><i>B {{copyrightYear}}</i></a>'],
      ['rendered with a token to static', '<p>1</p><a href="/a" target="evilwin" class="a-only"><b>A {{copyrightYear}}</b></a>', '<p>1</p><a href="/b"><i>B</i></a>'],
    ])("when the template changes (%s), the new template's elements carry nothing of the old one", (_, a, b) => {
      const { container, rerender } = render(view(a));
      expect(container.querySelector('a')?.getAttribute('target')).toBe('evilwin'); // the check below can fail
      rerender(view(b));
      const link = container.querySelector('a');
      expect(link?.getAttributeNames().sort()).toEqual(['href']);
      expect(link?.getAttribute('href')).toBe('https://market.example.com/b');
      expect(link?.querySelector('b')).toBeNull();
      expect(link?.querySelector('i')?.textContent).toMatch(/^B/);
    });

    it('a value in a URL is one encoded path segment: a slash in a name makes no link to another host', () => {
      const { container } = render(view('<a href="/{{userFirstName}}">me</a><a href="https://x.example/?q={{companyName}}">q</a>'));
      const hrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual(['https://market.example.com/%2Fevil.example%2Fphish%3F', 'https://x.example/?q=unav-cart-mask%20promo%20opener']);
    });

    it("a value cannot add a runtime class or an opener, nor a target that keeps one", () => {
      const { container } = render(view('<a href="/a" class="{{companyName}}" rel="{{companyName}}">a</a><a href="/b" target="{{userFirstName}}">b</a>'));
      const [first, second] = container.querySelectorAll('a');
      expect(first?.getAttribute('class')).toBe('promo opener');
      expect(first?.getAttribute('rel')).toBe('unav-cart-mask promo');
      expect(second?.getAttribute('rel')).toBe('noopener noreferrer');
    });

    it("the runtime's default template keeps its classes; a partner template loses them", () => {
      const fallback = '<header class="unav-header">{{logo}}</header>';
      const { container, rerender } = render(view('', fallback));
      expect(container.querySelector('header')?.getAttribute('class')).toBe('unav-header');
      rerender(view('<header class="unav-header partner">{{logo}}</header>', fallback));
      expect(container.querySelector('header')?.getAttribute('class')).toBe('partner');
    });
  });
});

describe('the sanitized form stored for the next view', () => {
  const TEMPLATE = '<nav class="partner-nav"><a href="/apps">Apps</a>{{logo}}</nav>';
  const storedForms = (env: ReturnType<typeof createTestEnv>) => env.localStorage.keys().filter((key) => key.endsWith('.header.safeTemplates'));

  it("is written once the template is on the page, under the template's key", () => {
    const { env } = renderWithNav(<TemplateView name="headerIn" fallback={FALLBACK} template={TEMPLATE} />);
    const [key] = storedForms(env);
    expect(env.localStorage.getItem(key ?? '')).toContain('partner-nav');
  });

  it('is not written with caching off, nor in preview', () => {
    const off = renderWithNav(<TemplateView name="headerIn" fallback={FALLBACK} template={TEMPLATE} />, { nav: createTestNavContext({ config: { cache: false } }) });
    expect(storedForms(off.env)).toEqual([]);
    const preview = renderWithNav(<TemplateView name="headerIn" fallback={FALLBACK} template={TEMPLATE} />, { nav: createTestNavContext({ displayMode: 'preview' }) });
    expect(storedForms(preview.env)).toEqual([]);
  });
});
