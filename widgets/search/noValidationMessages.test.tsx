// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnv } from '../../test/testEnv.ts';
import { SEARCH_DEBOUNCE_MS } from './constants.ts';
import { SearchWidget } from './SearchWidget.tsx';
import { createFakeSearchServer, MARKET } from './searchResponses.testkit.ts';

/**
 * SPEC §5 "No validation messages are shown": what §5 checks about the search input (at most 200
 * characters, a searchable query: one character at least, not 'word in word') is applied
 * silently. No alert, no error state, no message of the browser's constraint validation (the
 * form has no constraint that could fail, so its submission never stops at a bubble).
 */

function renderWidget(url = `${MARKET}/home`) {
  const server = createFakeSearchServer();
  const env = createTestEnv({ url, fetch: server.fetch });
  const navigator = { assign: vi.fn(), setHash: vi.fn(), open: vi.fn() };
  const view = render(<SearchWidget config={{ domain: 'acme', capabilities: ['appwise'], marketUrl: MARKET }} env={env} navigator={navigator} />);
  const input = screen.getByRole<HTMLInputElement>('combobox');
  const form = input.form!;
  const invalidEvents: Event[] = [];
  // 'invalid' does not bubble: caught on its way down.
  form.addEventListener('invalid', (event) => invalidEvents.push(event), true);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { ...view, server, navigator, input, form, invalidEvents, user };
}

async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  });
}

/** Nothing in the widget tells the user an input was refused. */
function expectNoValidationMessage({ container, input, form, invalidEvents }: ReturnType<typeof renderWidget>) {
  expect(container.querySelectorAll('[role="alert"], [aria-invalid="true"], [aria-errormessage]')).toHaveLength(0);
  expect(input.getAttribute('aria-describedby')).toBeNull();
  expect([input.validity.valid, input.validationMessage, form.checkValidity()]).toEqual([true, '', true]);
  expect(invalidEvents).toEqual([]);
  // Only the results' own texts are shown: nothing else is written under the bar.
  const panel = container.querySelector('.unav-search__panel');
  if (panel) expect(['', 'No results found']).toContain(panel.querySelector('.unav-search__empty')?.textContent ?? '');
}

type WithJest = typeof globalThis & { jest?: { advanceTimersByTime(ms: number): void } };
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  (globalThis as WithJest).jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };
});
afterEach(() => {
  delete (globalThis as WithJest).jest;
  vi.useRealTimers();
});

describe('SPEC §5: no validation messages are shown', () => {
  it('SPEC §5: no validation messages are shown: a query over 200 characters is cut, typed or pasted', async () => {
    const widget = renderWidget();
    await settle();
    await widget.user.click(widget.input);
    await widget.user.paste('x'.repeat(205));
    await widget.user.type(widget.input, 'yz');
    await settle();
    expect(widget.input.value).toBe('x'.repeat(200));
    expectNoValidationMessage(widget);
    // The cut query is searchable as any other: submitting it searches, with no bubble in the way.
    await widget.user.click(screen.getByRole('button', { name: 'Search' }));
    expect(widget.navigator.assign).toHaveBeenCalledWith(`${MARKET}/appwise/search/${'x'.repeat(200)}`);
    expectNoValidationMessage(widget);
  });

  it('SPEC §5: no validation messages are shown: a page-given query over 200 characters starts cut', async () => {
    const widget = renderWidget(`${MARKET}/listing#!/list/page/1/search=${'y'.repeat(300)}`);
    await settle();
    expect(widget.input.value).toBe('y'.repeat(200));
    expectNoValidationMessage(widget);
  });

  it('SPEC §5: no validation messages are shown: an empty or blank query searches nothing and says nothing', async () => {
    const widget = renderWidget();
    await settle();
    await widget.user.click(widget.input);
    await widget.user.type(widget.input, '   ');
    await settle();
    expect(widget.server.to('userSearch')).toHaveLength(0);
    expect(screen.queryByRole('listbox')).toBeNull();
    expectNoValidationMessage(widget);
    // Enter and the button on a blank query: nothing happens, and nothing is said.
    await widget.user.keyboard('{Enter}');
    await widget.user.click(screen.getByRole('button', { name: 'Search' }));
    expect(widget.navigator.assign).not.toHaveBeenCalled();
    expect(widget.navigator.setHash).not.toHaveBeenCalled();
    expectNoValidationMessage(widget);
  });

  it("SPEC §5: no validation messages are shown: a 'word in word' query clears results, with only the empty-results text", async () => {
    const widget = renderWidget();
    await settle();
    await widget.user.click(widget.input);
    await widget.user.type(widget.input, 'invoice');
    await settle();
    expect(screen.queryAllByRole('option').length).toBeGreaterThan(0);
    await widget.user.type(widget.input, ' in Dropbox');
    await settle();
    expect(widget.server.to('userSearch').map((request) => request.url.searchParams.get('q'))).toEqual(['invoice']);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(widget.container.querySelector('.unav-search__empty')?.textContent).toBe('No results found');
    expectNoValidationMessage(widget);
  });
});
