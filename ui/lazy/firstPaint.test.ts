// @vitest-environment jsdom
import { expect, it, vi } from 'vitest';

it('resolves after a frame and a task, not in the task that asked, once for every caller; the store tells its listeners', async () => {
  // A fresh copy: other files of the run may have seen their first paint already.
  vi.resetModules();
  const { afterFirstPaint, firstPaint } = await import('./firstPaint.ts');
  const heard = vi.fn();
  firstPaint.subscribe(heard);
  const first = afterFirstPaint();
  expect(afterFirstPaint()).toBe(first);
  await Promise.resolve();
  expect(firstPaint.hasPainted()).toBe(false);
  await first;
  expect(firstPaint.hasPainted()).toBe(true);
  expect(heard).toHaveBeenCalledTimes(1);
  await expect(afterFirstPaint()).resolves.toBeUndefined();
});
