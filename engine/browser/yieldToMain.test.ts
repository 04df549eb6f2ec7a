import { describe, expect, it } from 'vitest';
import { yieldToMain } from './yieldToMain.ts';

describe('yieldToMain', () => {
  it('uses scheduler.yield() where the page has it, called on the scheduler', async () => {
    const calls: unknown[] = [];
    const scheduler = {
      yield(this: unknown) {
        calls.push(this);
        return Promise.resolve('ignored');
      },
    };
    await expect(yieldToMain({ scheduler, MessageChannel })).resolves.toBeUndefined();
    expect(calls).toEqual([scheduler]);
  });

  it('else resolves in a later task, through a message channel', async () => {
    let resolved = false;
    const yielded = yieldToMain({ MessageChannel }).then(() => (resolved = true));
    // Every microtask of this task runs first.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(resolved).toBe(false);
    await yielded;
    expect(resolved).toBe(true);
  });

  it('closes its channel once through, so nothing stays open', async () => {
    const closed: string[] = [];
    class TrackedChannel extends MessageChannel {
      constructor() {
        super();
        const { port1, port2 } = this;
        const close1 = port1.close.bind(port1);
        const close2 = port2.close.bind(port2);
        port1.close = () => (closed.push('port1'), close1());
        port2.close = () => (closed.push('port2'), close2());
      }
    }
    await yieldToMain({ MessageChannel: TrackedChannel });
    expect(closed.sort()).toEqual(['port1', 'port2']);
  });

  it('without either, resolves at once rather than never', async () => {
    await expect(yieldToMain({})).resolves.toBeUndefined();
  });
});
