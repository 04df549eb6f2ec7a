import { act } from '@testing-library/react';
import { createLazyModule, type LazyModule } from '../engine/core/load/lazyModule.ts';

/**
 * A lazy module whose code arrives when the test says (a chunk on a slow network): `arrive()`
 * lets it in, `fail()` refuses it, each inside act.
 */
export function heldModule<Module>(module: Module): { lazy: LazyModule<Module>; arrive(): Promise<void>; fail(): Promise<void> } {
  let settle = { arrive: () => {}, fail: () => {} };
  const lazy = createLazyModule(
    () =>
      new Promise<Module>((resolve, reject) => {
        settle = { arrive: () => resolve(module), fail: () => reject(new Error('refused')) };
      }),
  );
  return { lazy, arrive: () => act(async () => settle.arrive()), fail: () => act(async () => settle.fail()) };
}
