import { act } from '@testing-library/react';

/**
 * Waits until the widget's lazily imported signals module is there and started: the socket it
 * opens can then be driven as before. The module is imported first by the widget's effect, so it
 * has started by the time this import resolves.
 */
export async function signalsLoaded(): Promise<void> {
  await act(async () => {
    await import('../../services/tabs/subscribeToSignals.ts');
  });
}
