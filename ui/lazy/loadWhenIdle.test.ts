import { expect, it } from 'vitest';
import { createLazyModule } from '../../engine/core/load/lazyModule.ts';
import { createIdleLoader } from './loadWhenIdle.ts';

function idlePeriods() {
  const waiting: (() => void)[] = [];
  return { whenIdle: (run: () => void) => void waiting.push(run), runOne: async () => { waiting.shift()?.(); await new Promise((resolve) => setTimeout(resolve, 0)); }, pending: () => waiting.length };
}

it('loads one module per idle period, in the order asked, each once', async () => {
  const idle = idlePeriods();
  const loadWhenIdle = createIdleLoader(idle.whenIdle);
  const cart = createLazyModule(async () => 'cart');
  const menu = createLazyModule(async () => 'menu');
  loadWhenIdle(cart);
  loadWhenIdle(menu);
  loadWhenIdle(cart);
  expect(cart.status).toBe('idle');
  await idle.runOne();
  expect([cart.status, menu.status]).toEqual(['loaded', 'idle']);
  await idle.runOne();
  expect(menu.status).toBe('loaded');
  await idle.runOne();
  expect(idle.pending()).toBe(0);
});

it('a module already loading or loaded is not queued', async () => {
  const idle = idlePeriods();
  const loadWhenIdle = createIdleLoader(idle.whenIdle);
  const cart = createLazyModule(async () => 'cart');
  await cart.load();
  loadWhenIdle(cart);
  expect(idle.pending()).toBe(0);
});
