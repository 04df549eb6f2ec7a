import { useEffect } from 'react';
import { adoptStyleSheet } from './adoptStyleSheet.ts';
import { runtimeCss } from './runtimeCss.ts';

let users = 0;
let remove: (() => void) | null = null;

/** Adopts the runtime CSS while any nav root is mounted; the last root to go removes it. */
export function useRuntimeStyles(): void {
  useEffect(() => {
    if (users++ === 0) remove = adoptStyleSheet(document, runtimeCss, 'runtime');
    return () => {
      if (--users === 0) {
        remove?.();
        remove = null;
      }
    };
  }, []);
}
