// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { holdWhilePressed } from './pressHold.ts';

afterEach(() => {
  vi.useRealTimers();
});

it('releases in the task after the pointer is up, wherever it is released', () => {
  vi.useFakeTimers();
  const release = vi.fn();
  holdWhilePressed(window, 'pointer', release);
  document.body.dispatchEvent(new Event('pointerup', { bubbles: true }));
  // The click of that release is still to come in this task.
  expect(release).not.toHaveBeenCalled();
  vi.advanceTimersByTime(0);
  expect(release).toHaveBeenCalledTimes(1);
  document.body.dispatchEvent(new Event('pointerup', { bubbles: true }));
  vi.advanceTimersByTime(0);
  expect(release).toHaveBeenCalledTimes(1);
});

it('a cancelled pointer ends the press too; a key press ends at its key release, not at a pointer', () => {
  vi.useFakeTimers();
  const pointer = vi.fn();
  const key = vi.fn();
  holdWhilePressed(window, 'pointer', pointer);
  holdWhilePressed(window, 'key', key);
  window.dispatchEvent(new Event('pointercancel'));
  vi.advanceTimersByTime(0);
  expect([pointer.mock.calls.length, key.mock.calls.length]).toEqual([1, 0]);
  window.dispatchEvent(new Event('keyup'));
  vi.advanceTimersByTime(0);
  expect(key).toHaveBeenCalledTimes(1);
});

it('stopped, it releases nothing: neither before the end nor after it', () => {
  vi.useFakeTimers();
  const before = vi.fn();
  const after = vi.fn();
  holdWhilePressed(window, 'pointer', before)();
  const stopAfter = holdWhilePressed(window, 'pointer', after);
  window.dispatchEvent(new Event('pointerup'));
  stopAfter();
  window.dispatchEvent(new Event('pointerup'));
  vi.advanceTimersByTime(0);
  expect([before.mock.calls.length, after.mock.calls.length]).toEqual([0, 0]);
});
