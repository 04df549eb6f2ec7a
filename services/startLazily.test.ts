import { expect, it, vi } from 'vitest';
import { startLazily } from './startLazily.ts';

const loaded = <T,>(value: T) => () => Promise.resolve(value);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

it('starts the module once it has loaded; stopping then stops what it started', async () => {
  const stopService = vi.fn();
  const start = vi.fn(() => stopService);
  const stop = startLazily(loaded({ name: 'service' }), start, vi.fn());
  expect(start).not.toHaveBeenCalled();
  await tick();
  expect(start).toHaveBeenCalledWith({ name: 'service' });
  stop();
  expect(stopService).toHaveBeenCalledTimes(1);
});

it('stopped before the module arrives: it is never started', async () => {
  const start = vi.fn(() => () => undefined);
  startLazily(loaded({}), start, vi.fn())();
  await tick();
  expect(start).not.toHaveBeenCalled();
});

it('a failed load calls failed, unless stopped before', async () => {
  const failed = vi.fn();
  const error = new Error('chunk refused');
  startLazily(() => Promise.reject(error), vi.fn(), failed);
  await tick();
  expect(failed).toHaveBeenCalledWith(error);

  const failedLate = vi.fn();
  startLazily(() => Promise.reject(error), vi.fn(), failedLate)();
  await tick();
  expect(failedLate).not.toHaveBeenCalled();
});
