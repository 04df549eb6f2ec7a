// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { useOutsidePress, type OutsidePressKind } from './useOutsidePress.ts';

function Area({ active, onOutsidePress }: { active: boolean; onOutsidePress(event: Event): void }) {
  const panel = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useOutsidePress({ active, inside: [panel, trigger], onOutsidePress });
  return (
    <>
      <button type="button" ref={trigger}>
        trigger
      </button>
      <div ref={panel}>
        <a href="#in">inside</a>
      </div>
      <a href="#out">outside</a>
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

it('a pointer down or focus outside the elements calls the handler; inside does not', () => {
  const onOutsidePress = vi.fn();
  render(<Area active onOutsidePress={onOutsidePress} />);
  fireEvent.pointerDown(screen.getByText('inside'));
  fireEvent.pointerDown(screen.getByText('trigger'));
  screen.getByText('inside').focus();
  expect(onOutsidePress).not.toHaveBeenCalled();
  fireEvent.pointerDown(screen.getByText('outside'));
  expect(onOutsidePress).toHaveBeenCalledTimes(1);
  expect(onOutsidePress.mock.calls[0]?.[0].type).toBe('pointerdown');
  screen.getByText('outside').focus();
  expect(onOutsidePress).toHaveBeenCalledTimes(2);
  expect(onOutsidePress.mock.calls[1]?.[0].type).toBe('focusin');
});

it('listens only while active', () => {
  const onOutsidePress = vi.fn();
  const view = render(<Area active={false} onOutsidePress={onOutsidePress} />);
  fireEvent.pointerDown(document.body);
  expect(onOutsidePress).not.toHaveBeenCalled();
  view.rerender(<Area active onOutsidePress={onOutsidePress} />);
  fireEvent.pointerDown(document.body);
  expect(onOutsidePress).toHaveBeenCalledTimes(1);
  view.rerender(<Area active={false} onOutsidePress={onOutsidePress} />);
  fireEvent.pointerDown(document.body);
  expect(onOutsidePress).toHaveBeenCalledTimes(1);
});

it('adds its document listeners when active and removes them on unmount', () => {
  const added = vi.spyOn(document, 'addEventListener');
  const removed = vi.spyOn(document, 'removeEventListener');
  const onOutsidePress = vi.fn();
  const view = render(<Area active onOutsidePress={onOutsidePress} />);
  const ours = (spy: typeof added) => spy.mock.calls.map(([type]) => type).filter((type) => type === 'pointerdown' || type === 'focusin');
  expect(ours(added)).toEqual(['pointerdown', 'focusin']);
  view.unmount();
  expect(ours(removed)).toEqual(['pointerdown', 'focusin']);
  fireEvent.pointerDown(document.body);
  expect(onOutsidePress).not.toHaveBeenCalled();
});

function Ruled({ rule, onOutsidePress }: { rule(target: EventTarget | null, kind: OutsidePressKind): boolean; onOutsidePress(): void }) {
  useOutsidePress({ active: true, inside: rule, onOutsidePress });
  return <a href="#x">link</a>;
}

it('a rule decides what is inside, told whether a pointer or focus arrived', () => {
  const onOutsidePress = vi.fn();
  const rule = vi.fn((_target: EventTarget | null, kind: OutsidePressKind) => kind === 'pointer');
  render(<Ruled rule={rule} onOutsidePress={onOutsidePress} />);
  const link = screen.getByText('link');
  fireEvent.pointerDown(link);
  expect(onOutsidePress).not.toHaveBeenCalled();
  link.focus();
  expect(onOutsidePress).toHaveBeenCalledTimes(1);
  expect(rule.mock.calls.map(([target, kind]) => [target, kind])).toEqual([
    [link, 'pointer'],
    [link, 'focus'],
  ]);
});
