import { describe, expect, it } from 'vitest';
import type { ScriptAttributes, ScriptHost } from '../../engine/core/nav/loadScript.ts';
import { createChunkLoader, type ChunkRegistry } from './chunkLoader.ts';

const MANIFEST = {
  'widgets/cart/CartPanel': ['chunks/CartPanel-0123456789.js', 'sha384-cart'],
  'services/tabs/subscribeToSignals': ['chunks/subscribeToSignals-abcdef0123.js', 'sha384-signals'],
} as const;

type Outcome = 'registers' | 'loads-silently' | 'fails';

/** A page whose scripts do what `outcomes` says, in turn, per URL (the last one repeats). */
function fakePage(outcomes: Outcome[] = ['registers'], baseUrl = 'https://cdn.example.com/nav/') {
  const registry: ChunkRegistry = { m: [] };
  const failed: string[] = [];
  const appended: { url: string; attributes: ScriptAttributes }[] = [];
  let removed = 0;
  const host: ScriptHost = {
    append(url, attributes, onLoad, onError) {
      const outcome = outcomes[Math.min(appended.filter((entry) => entry.url === url).length, outcomes.length - 1)];
      appended.push({ url, attributes });
      queueMicrotask(() => {
        if (outcome === 'fails') return onError(new Error(`Failed to load script ${url}`));
        // A chunk hands its exports in while it runs, before its load event.
        if (outcome === 'registers') registry.d?.(Object.keys(MANIFEST).find((key) => url.includes(key.split('/').at(-1)!))!, { from: url });
        onLoad();
      });
      return () => (removed += 1);
    },
  };
  const loader = createChunkLoader({
    manifest: MANIFEST,
    host,
    baseUrl: () => baseUrl,
    pageUrl: () => 'https://shop.example.com/home',
    nonce: 'n0nce',
    registry: () => registry,
    onFailed: (chunk, error) => failed.push(`${chunk}: ${error instanceof Error ? error.message : String(error)}`),
  });
  return { loader, appended, removed: () => removed, failed };
}

describe('createChunkLoader', () => {
  it('adds the chunk beside the entry with its integrity and the nonce, and gives its exports', async () => {
    const page = fakePage();
    const exports = await page.loader.load('widgets/cart/CartPanel');
    expect(exports).toEqual({ from: 'https://cdn.example.com/nav/chunks/CartPanel-0123456789.js' });
    expect(page.appended).toEqual([
      { url: 'https://cdn.example.com/nav/chunks/CartPanel-0123456789.js', attributes: { nonce: 'n0nce', integrity: 'sha384-cart' } },
    ]);
    expect(page.removed()).toBe(1);
  });

  it('one load per chunk, however often it is asked for', async () => {
    const page = fakePage();
    const [first, second] = [page.loader.load('widgets/cart/CartPanel'), page.loader.load('widgets/cart/CartPanel')];
    expect(first).toBe(second);
    await first;
    await page.loader.load('widgets/cart/CartPanel');
    expect(page.appended).toHaveLength(1);
  });

  it('a failed load is tried once more; a second success is the answer', async () => {
    const page = fakePage(['fails', 'registers']);
    await expect(page.loader.load('services/tabs/subscribeToSignals')).resolves.toBeTruthy();
    expect(page.appended).toHaveLength(2);
  });

  it('refused twice (say its bytes differ from the integrity): the promise rejects, and a later ask tries again', async () => {
    const page = fakePage(['fails']);
    await expect(page.loader.load('widgets/cart/CartPanel')).rejects.toThrow('Failed to load script');
    expect(page.appended).toHaveLength(2);
    // Told once, after its retry (the chunk-failed event).
    expect(page.failed).toEqual([expect.stringMatching(/^widgets\/cart\/CartPanel: Failed to load script/)]);
    await expect(page.loader.load('widgets/cart/CartPanel')).rejects.toThrow();
    expect(page.appended).toHaveLength(4);
  });

  it('a script that loads without handing in the chunk counts as failed', async () => {
    const page = fakePage(['loads-silently']);
    await expect(page.loader.load('widgets/cart/CartPanel')).rejects.toThrow('did not register chunk widgets/cart/CartPanel');
  });

  it('a base on plain http of another origin is refused without adding a script; an unknown chunk too', async () => {
    const page = fakePage(['registers'], 'http://cdn.example.com/nav/');
    await expect(page.loader.load('widgets/cart/CartPanel')).rejects.toThrow('script refused');
    await expect(page.loader.load('widgets/nothing/Here')).rejects.toThrow('no chunk widgets/nothing/Here');
    expect(page.appended).toEqual([]);
  });
});
