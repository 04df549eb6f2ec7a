// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { createLazyModule } from '../../engine/core/load/lazyModule.ts';
import { createLazyWidget, type HandoverProps, type StandInProps } from './lazyWidget.tsx';
import type { WidgetHandover } from '../widgetHandover.ts';

/** A module loaded by hand: `arrive()` lets it in, `fail()` refuses it. */
function manualModule() {
  const handedOver: WidgetHandover[] = [];
  function Widget({ handover }: HandoverProps) {
    if (handover) handedOver.push({ ...handover });
    return <button type="button">Widget</button>;
  }
  let settle: { arrive(): void; fail(): void } = { arrive: () => {}, fail: () => {} };
  const lazy = createLazyModule(
    () =>
      new Promise<{ Widget: typeof Widget }>((resolve, reject) => {
        settle = { arrive: () => resolve({ Widget }), fail: () => reject(new Error('refused')) };
      }),
  );
  return { lazy, handedOver, arrive: () => act(async () => settle.arrive()), fail: () => act(async () => settle.fail()) };
}

function StandIn({ status, load, ask, focusChanged, pressed }: StandInProps) {
  return (
    <div data-testid="stand-in" data-status={status}>
      <button type="button" onClick={() => ask('first')} onPointerDown={() => pressed('pointer')} onFocus={() => {
        focusChanged(true);
        load();
      }}>
        Stand-in
      </button>
    </div>
  );
}

it('draws the stand-in until the code is there, then the widget takes its place on a turn', async () => {
  const module = manualModule();
  const Lazy = createLazyWidget(module.lazy, (m) => m.Widget, StandIn);
  render(<Lazy />);
  expect(screen.getByRole('button').textContent).toBe('Stand-in');
  await act(async () => void module.lazy.load());
  expect(screen.getByRole('button').textContent).toBe('Stand-in');
  // The swap waits for a turn of its own (one widget per task: upgradeTurns.test.ts); React 18's
  // act may let that task pass before it returns, so only the outcome is awaited here.
  await module.arrive();
  await waitFor(() => expect(screen.getByRole('button').textContent).toBe('Widget'));
  expect(module.handedOver).toEqual([{ focused: false, opened: null, heard: [] }]);
});

it('asked for (a click on the stand-in), it loads at once and takes over the opening and the focus, with no turn to wait', async () => {
  const module = manualModule();
  const Lazy = createLazyWidget(module.lazy, (m) => m.Widget, StandIn);
  render(<Lazy />);
  const standIn = screen.getByRole('button');
  act(() => standIn.focus());
  act(() => standIn.click());
  expect(module.lazy.status).toBe('loading');
  expect(screen.getByTestId('stand-in').getAttribute('data-status')).toBe('loading');
  await module.arrive();
  expect(screen.getByRole('button').textContent).toBe('Widget');
  expect(module.handedOver).toEqual([{ focused: true, opened: 'first', heard: [] }]);
});

it('code that could not load leaves the stand-in, which says so; a new try brings the widget', async () => {
  const module = manualModule();
  const Lazy = createLazyWidget(module.lazy, (m) => m.Widget, StandIn);
  render(<Lazy />);
  act(() => screen.getByRole('button').click());
  await module.fail();
  expect(screen.getByTestId('stand-in').getAttribute('data-status')).toBe('failed');
  act(() => screen.getByRole('button').click());
  await module.arrive();
  expect(screen.getByRole('button').textContent).toBe('Widget');
});

it('with its code there before its first render, it is the widget from the start; a server draws the stand-in', async () => {
  const module = manualModule();
  const Lazy = createLazyWidget(module.lazy, (m) => m.Widget, StandIn);
  expect(renderToString(<Lazy />)).toContain('Stand-in');
  const loading = module.lazy.load();
  await module.arrive();
  await loading;
  render(<Lazy />);
  expect(screen.getByRole('button').textContent).toBe('Widget');
});

it('a press on the stand-in holds the swap until it has ended and its click is handled', async () => {
  const module = manualModule();
  const Lazy = createLazyWidget(module.lazy, (m) => m.Widget, StandIn);
  render(<Lazy />);
  const standIn = screen.getByRole('button');
  fireEvent.pointerDown(standIn);
  await act(async () => void module.lazy.load());
  await module.arrive();
  // Turns of other widgets have passed, and the pressed one is still the stand-in.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.getByRole('button').textContent).toBe('Stand-in');
  fireEvent.pointerUp(standIn);
  await waitFor(() => expect(screen.getByRole('button').textContent).toBe('Widget'));
  expect(module.handedOver).toEqual([{ focused: false, opened: null, heard: [] }]);
});

it('a press dragged off and released elsewhere on the page ends the hold too', async () => {
  const module = manualModule();
  const Lazy = createLazyWidget(module.lazy, (m) => m.Widget, StandIn);
  render(<Lazy />);
  fireEvent.pointerDown(screen.getByRole('button'));
  await act(async () => void module.lazy.load());
  await module.arrive();
  fireEvent.pointerUp(document.body);
  await waitFor(() => expect(screen.getByRole('button').textContent).toBe('Widget'));
});
