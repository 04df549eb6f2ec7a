import { expect, it, vi } from 'vitest';
import type { PreviewOptions } from '../../engine/core/preview/previewOptions.ts';
import type { PreviewHandle } from '../../engine/react/preview/previewWith.tsx';
import { deferredPreview } from './deferredPreview.ts';

const first: PreviewOptions = { layout: 'headerIn' };
const second: PreviewOptions = { layout: 'headerOut' };
const third: PreviewOptions = { layout: 'headerSso' };

/** A preview's code that arrives when `arrive` is called; what it was asked to do is in `calls`. */
function code() {
  const calls: string[] = [];
  let arrive: () => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const preview = vi.fn((target: string | Element, options: PreviewOptions): PreviewHandle => {
    calls.push(`render ${String(target)} ${options.layout}`);
    return { update: (next) => void calls.push(`update ${next.layout}`), unmount: () => void calls.push('unmount') };
  });
  const loaded = new Promise<typeof preview>((resolve, reject) => {
    arrive = () => resolve(preview);
    fail = reject;
  });
  return { calls, load: () => loaded, arrive, fail, preview };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

it('renders once the code is there, with the last options given by then; then updates pass through', async () => {
  const { calls, load, arrive } = code();
  const handle = deferredPreview(load, '#preview', first);
  handle.update(second);
  expect(calls).toEqual([]);
  arrive();
  await settled();
  expect(calls).toEqual(['render #preview headerOut']);
  handle.update(third);
  expect(calls).toEqual(['render #preview headerOut', 'update headerSso']);
  handle.unmount();
  handle.update(first);
  expect(calls).toEqual(['render #preview headerOut', 'update headerSso', 'unmount']);
});

it('an unmount before the code arrives leaves the target alone', async () => {
  const { calls, load, arrive, preview } = code();
  const handle = deferredPreview(load, '#preview', first);
  handle.unmount();
  arrive();
  await settled();
  expect(preview).not.toHaveBeenCalled();
  expect(calls).toEqual([]);
});

it('code that cannot load is logged once, and the handle does nothing', async () => {
  const { load, fail, preview } = code();
  const log = { error: vi.fn() };
  const handle = deferredPreview(load, '#preview', first, log);
  fail(new Error('chunk refused'));
  await settled();
  handle.update(second);
  handle.unmount();
  expect(preview).not.toHaveBeenCalled();
  expect(log.error).toHaveBeenCalledTimes(1);
  expect(log.error.mock.calls[0]?.[0]).toBe('Universal navigation: the preview could not load');
});
