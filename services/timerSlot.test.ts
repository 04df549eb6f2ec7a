import { createTimerSlot, pageTimers } from './timerSlot.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a service\'s one timer', () => {
  it('starting it again cancels the wait before: only the last callback runs', () => {
    const fired: string[] = [];
    const slot = createTimerSlot(pageTimers);
    slot.start(100, () => fired.push('first'));
    slot.start(50, () => fired.push('second'));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(200);
    expect(fired).toEqual(['second']);
  });

  it('clear() cancels the wait; clearing an elapsed or empty slot clears nothing of another', () => {
    const clearTimeout = vi.fn((id: unknown) => globalThis.clearTimeout(id as number));
    const slot = createTimerSlot({ setTimeout: pageTimers.setTimeout, clearTimeout });
    slot.clear();
    slot.start(10, () => undefined);
    vi.advanceTimersByTime(10);
    slot.clear();
    expect(clearTimeout).not.toHaveBeenCalled();
    slot.start(10, () => expect.unreachable());
    slot.clear();
    expect(clearTimeout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20);
    expect(vi.getTimerCount()).toBe(0);
  });
});
