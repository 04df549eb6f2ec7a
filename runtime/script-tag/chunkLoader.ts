import type { ScriptHost } from '../../engine/core/nav/loadScript.ts';
import { toScriptUrl } from '../../engine/core/url/toScriptUrl.ts';
import { refusedScriptError } from '../../engine/core/nav/loadScript.ts';

/** Each chunk of the script-tag bundle by key: its file (beside the entry) and its integrity (sha384). */
export type ChunkManifest = Readonly<Record<string, readonly [file: string, integrity: string]>>;

/** Where the entry keeps what its chunks take (`m`), and where a chunk hands in its exports (`d`). */
export interface ChunkRegistry {
  m: readonly unknown[];
  d?: (key: string, exports: unknown) => void;
}

export interface ChunkLoaderOptions {
  manifest: ChunkManifest;
  host: ScriptHost;
  /** The folder the entry came from (its script's URL), or what config.chunksUrl says. */
  baseUrl: () => string;
  pageUrl: () => string;
  /** The nonce of the entry's script element: the page's CSP lets scripts with it run. */
  nonce: string | undefined;
  registry: () => ChunkRegistry;
  /** Further tries after a failed load before the promise rejects. */
  retries?: number;
  /** Told of a chunk that failed for good (the `chunk-failed` event). */
  onFailed?: (chunk: string, error: unknown) => void;
}

export interface ChunkLoader {
  /** The chunk's exports; one load per key while it is in flight or done; a failed key may be asked again. */
  load(key: string): Promise<unknown>;
}

/**
 * Loads the script-tag bundle's chunks as script elements carrying the integrity the entry was built
 * with and the page's nonce: a chunk whose bytes differ is refused by the browser, so a host that
 * pins the entry with `integrity` pins every chunk too. A chunk hands its exports in through the
 * registry while it runs; a script that loads without doing so counts as failed.
 */
export function createChunkLoader(options: ChunkLoaderOptions): ChunkLoader {
  const loads = new Map<string, Promise<unknown>>();
  const waiting = new Map<string, (exports: unknown) => void>();
  // What a chunk calls while it runs (`__unavShared.d(key, exports)`).
  const handIn = (key: string, exports: unknown) => {
    const resolve = waiting.get(key);
    waiting.delete(key);
    resolve?.(exports);
  };

  const attempt = (key: string, file: string, integrity: string): Promise<unknown> => {
    const written = new URL(file, options.baseUrl()).href;
    const url = toScriptUrl(written, options.pageUrl());
    if (url === undefined) return Promise.reject(refusedScriptError(written));
    return new Promise((resolve, reject) => {
      waiting.set(key, resolve);
      const remove = options.host.append(
        url,
        { nonce: options.nonce, integrity },
        () => {
          remove();
          if (!waiting.has(key)) return;
          waiting.delete(key);
          reject(new Error(`Universal navigation: ${url} did not register chunk ${key}`));
        },
        (error) => {
          remove();
          waiting.delete(key);
          reject(error);
        },
      );
    });
  };

  return {
    load(key) {
      const known = loads.get(key);
      if (known) return known;
      const entry = options.manifest[key];
      if (!entry) return Promise.reject(new Error(`Universal navigation: no chunk ${key} in this bundle`));
      options.registry().d = handIn;
      let tries = attempt(key, ...entry);
      for (let retry = 0; retry < (options.retries ?? 1); retry += 1) tries = tries.catch(() => attempt(key, ...entry));
      const load = tries.catch((error: unknown) => {
        loads.delete(key);
        options.onFailed?.(key, error);
        throw error;
      });
      loads.set(key, load);
      return load;
    },
  };
}
