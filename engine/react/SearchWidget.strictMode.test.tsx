// @vitest-environment jsdom
import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { createTestEnv } from '../../test/testEnv.ts';
import { createFakeSearchServer, MARKET } from '../../widgets/search/searchResponses.testkit.ts';
import { SearchWidget } from '../../runtime/index.ts';
import { failOnConsoleMessages } from '../../test/failOnConsole.ts';

failOnConsoleMessages();

it('the public SearchWidget renders inside StrictMode and its input searches', { timeout: 20_000 }, async () => {
  const server = createFakeSearchServer();
  const env = createTestEnv({ fetch: server.fetch });
  const navigator = { assign: vi.fn(), setHash: vi.fn(), open: vi.fn() };
  // Listeners on the document by type: added minus removed.
  const open = new Map<string, number>();
  const count = (type: string, step: number) => open.set(type, (open.get(type) ?? 0) + step);
  const add = document.addEventListener.bind(document);
  const remove = document.removeEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    count(type, 1);
    add(type, listener, options);
  });
  vi.spyOn(document, 'removeEventListener').mockImplementation((type, listener, options) => {
    count(type, -1);
    remove(type, listener, options);
  });
  const view = render(
    <StrictMode>
      <SearchWidget config={{ domain: 'acme', capabilities: ['appwise'], marketUrl: MARKET }} env={env} navigator={navigator} />
    </StrictMode>,
  );
  // The first load transforms the widget's module: give it time on a busy machine.
  const input = (await screen.findByRole('combobox', {}, { timeout: 15_000 })) as HTMLInputElement;
  const user = userEvent.setup();
  await user.click(input);
  await user.type(input, 'invoice');
  expect(input.value).toBe('invoice');
  await waitFor(() => expect(server.to('userSearch').map((request) => request.url.searchParams.get('q'))).toContain('invoice'));
  await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
  await user.keyboard('{Enter}');
  expect(navigator.assign.mock.calls.length + navigator.setHash.mock.calls.length).toBe(1);
  view.unmount();
  // The widget's outside-click listeners (added while it was open) are gone; user-event's focus
  // tracking and React's selectionchange listener stay for the page's life.
  expect(open.get('pointerdown')).toBe(0);
  expect([...open].filter(([type, added]) => added !== 0 && !['selectionchange', 'focus', 'blur'].includes(type))).toEqual([]);
});
