import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { afterFirstPaint } from '../../ui/lazy/firstPaint.ts';

/**
 * Waits until the widget's lazily imported signals module is there and started: the socket it
 * opens can then be driven as before. The module is imported first by the widget's effect, so it
 * has started by the time this import resolves.
 */
export async function signalsLoaded(): Promise<void> {
  await act(async () => {
    // The module is imported after the first paint: a frame and a task, on fake timers too.
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(50);
    await afterFirstPaint();
    await import('../../services/tabs/subscribeToSignals.ts');
  });
}
