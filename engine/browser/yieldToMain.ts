/** What yieldToMain looks for on the page: each is optional, older browsers lack the first. */
export interface YieldHost {
  scheduler?: { yield?: () => Promise<unknown> };
  MessageChannel?: typeof MessageChannel;
}

/**
 * Ends the current task and resolves in a new one, so that the browser may handle input and paint
 * between two pieces of our work. `scheduler.yield()` where the browser has it: the rest of our work
 * keeps its place ahead of other queued tasks. Else a message posted to ourselves: a new task at
 * once, where setTimeout would be clamped to 4 ms once nested. With neither (no browser), a
 * resolved promise: nothing to yield to, and nothing is delayed.
 */
export function yieldToMain(host: YieldHost = globalThis as YieldHost): Promise<void> {
  const { scheduler, MessageChannel: Channel } = host;
  if (typeof scheduler?.yield === 'function') return scheduler.yield().then(() => undefined);
  if (!Channel) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new Channel();
    channel.port1.onmessage = () => {
      // A port with a listener keeps its channel alive: close both once the message is in.
      channel.port1.close();
      channel.port2.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
