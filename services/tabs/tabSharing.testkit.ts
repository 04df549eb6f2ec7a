import type { ChannelLike, LockManagerLike } from './socketCoordinator.ts';

/**
 * Web Locks and BroadcastChannel stand-ins for one browser's tabs: a lock goes to one holder at a
 * time, the next waiter gets it when the holder's callback settles; a message reaches every other
 * open channel of the same name in a later task (setTimeout 0), as a browser queues it.
 */
export function createFakeLocks(): LockManagerLike & { holders(): string[] } {
  const held = new Set<string>();
  const waiting = new Map<string, (() => void)[]>();
  function grant(name: string): void {
    const next = waiting.get(name)?.shift();
    if (next) next();
  }
  return {
    holders: () => [...held],
    request(name, { signal }, callback) {
      return new Promise((resolve, reject) => {
        const run = () => {
          held.add(name);
          void callback().finally(() => {
            held.delete(name);
            resolve(undefined);
            grant(name);
          });
        };
        if (!held.has(name)) {
          run();
          return;
        }
        const queue = waiting.get(name) ?? [];
        queue.push(run);
        waiting.set(name, queue);
        signal.addEventListener('abort', () => {
          const index = queue.indexOf(run);
          if (index >= 0) {
            queue.splice(index, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
      });
    },
  };
}

export function createFakeChannels(): { open(name: string): ChannelLike; openCount(): number } {
  const channels = new Set<{ name: string; channel: ChannelLike }>();
  return {
    openCount: () => channels.size,
    open(name) {
      const entry = { name, channel: null as unknown as ChannelLike };
      const channel: ChannelLike = {
        onmessage: null,
        postMessage(message) {
          // Structured clone: no shared objects between tabs.
          const data = structuredClone(message);
          for (const other of channels) {
            if (other === entry || other.name !== name) continue;
            setTimeout(() => {
              if (channels.has(other)) other.channel.onmessage?.({ data });
            }, 0);
          }
        },
        close() {
          channels.delete(entry);
        },
      };
      entry.channel = channel;
      channels.add(entry);
      return channel;
    },
  };
}
