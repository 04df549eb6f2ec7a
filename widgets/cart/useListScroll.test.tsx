// @vitest-environment jsdom
import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListScroll } from './useListScroll.ts';

/** A list box whose sizes a test sets (jsdom lays nothing out), counting how often it is measured. */
function measuredBox(sizes: { scrollHeight: number; clientHeight: number; scrollTop: number }) {
  const count = { measures: 0 };
  const attach = (element: HTMLElement | null) => {
    if (!element) return;
    for (const name of ['scrollHeight', 'clientHeight', 'scrollTop'] as const) {
      Object.defineProperty(element, name, {
        configurable: true,
        get: () => {
          count.measures += 1;
          return sizes[name];
        },
      });
    }
  };
  return { count, sizes, attach };
}

function List({ shown, attach }: { shown: boolean; attach: (element: HTMLElement | null) => void }) {
  const { listRef, listScroll, onListScroll } = useListScroll<HTMLDivElement>(shown);
  const ref = (element: HTMLDivElement | null) => {
    attach(element);
    listRef.current = element;
  };
  return (
    <div>
      <div ref={ref} data-testid="list" hidden={!shown} onScroll={onListScroll} />
      <div data-testid="actions" data-scroll={listScroll} />
    </div>
  );
}

describe('useListScroll', () => {
  it('a hidden list is never measured and fits', async () => {
    const box = measuredBox({ scrollHeight: 900, clientHeight: 300, scrollTop: 120 });
    const { getByTestId, rerender } = render(<List shown={false} attach={box.attach} />);
    rerender(<List shown={false} attach={box.attach} />);
    await act(async () => undefined);
    expect(box.count.measures).toBe(0);
    expect(getByTestId('actions').getAttribute('data-scroll')).toBe('fits');
  });

  it('a shown list is measured after its render and on each scroll', async () => {
    const box = measuredBox({ scrollHeight: 900, clientHeight: 300, scrollTop: 0 });
    const { getByTestId, rerender } = render(<List shown={false} attach={box.attach} />);
    rerender(<List shown attach={box.attach} />);
    await act(async () => undefined);
    expect(getByTestId('actions').getAttribute('data-scroll')).toBe('top');
    box.sizes.scrollTop = 120;
    fireEvent.scroll(getByTestId('list'));
    expect(getByTestId('actions').getAttribute('data-scroll')).toBe('scrolled');
  });

  it('a list hidden again fits, and is measured afresh when shown again', async () => {
    const box = measuredBox({ scrollHeight: 900, clientHeight: 300, scrollTop: 120 });
    const { getByTestId, rerender } = render(<List shown attach={box.attach} />);
    await act(async () => undefined);
    expect(getByTestId('actions').getAttribute('data-scroll')).toBe('scrolled');
    rerender(<List shown={false} attach={box.attach} />);
    expect(getByTestId('actions').getAttribute('data-scroll')).toBe('fits');
    const measured = box.count.measures;
    await act(async () => undefined);
    expect(box.count.measures).toBe(measured);
    box.sizes.scrollTop = 0;
    rerender(<List shown attach={box.attach} />);
    await act(async () => undefined);
    expect(getByTestId('actions').getAttribute('data-scroll')).toBe('top');
  });
});
