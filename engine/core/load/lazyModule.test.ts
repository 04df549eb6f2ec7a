import { expect, it, vi } from 'vitest';
import { createLazyModule } from './lazyModule.ts';

it('loads once, tells its listeners, and holds the module', async () => {
  const importer = vi.fn(async () => ({ Panel: 'panel' }));
  const lazy = createLazyModule(importer);
  const heard: string[] = [];
  lazy.subscribe(() => heard.push(lazy.status));
  expect(lazy.status).toBe('idle');
  const first = lazy.load();
  expect(lazy.load()).toBe(first);
  await first;
  await lazy.load();
  expect(importer).toHaveBeenCalledTimes(1);
  expect(heard).toEqual(['loading', 'loaded']);
  expect(lazy.module).toEqual({ Panel: 'panel' });
});

it('a failed load is "failed", never a rejection; the next load tries again', async () => {
  const importer = vi.fn().mockRejectedValueOnce(new Error('chunk refused')).mockResolvedValueOnce({ Panel: 'panel' });
  const lazy = createLazyModule(importer);
  await expect(lazy.load()).resolves.toBeUndefined();
  expect(lazy.status).toBe('failed');
  expect(lazy.module).toBeUndefined();
  await lazy.load();
  expect(lazy.status).toBe('loaded');
  expect(importer).toHaveBeenCalledTimes(2);
});

it('an unsubscribed listener hears nothing more', async () => {
  const lazy = createLazyModule(async () => ({}));
  const listener = vi.fn();
  lazy.subscribe(listener)();
  await lazy.load();
  expect(listener).not.toHaveBeenCalled();
});
