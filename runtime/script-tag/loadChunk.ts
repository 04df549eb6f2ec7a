import { emitNavEvent } from '../../engine/core/events/navEvents.ts';
import { createDomScriptHost } from '../../engine/core/nav/loadScript.ts';
import { createChunkLoader, type ChunkRegistry } from './chunkLoader.ts';
import { sharedModules } from './sharedModules.ts';
import { errorText } from '../../engine/core/errorText.ts';

declare global {
  interface Window {
    __unavShared?: ChunkRegistry;
  }
}

// Read while the entry runs: afterwards document.currentScript is no longer this script.
const entryScript = typeof document === 'undefined' ? null : (document.currentScript as HTMLScriptElement | null);
let chunksUrl = entryScript?.src ? new URL('.', entryScript.src).href : undefined;

const loader = createChunkLoader({
  manifest: typeof __UNAV_CHUNKS__ === 'undefined' ? {} : __UNAV_CHUNKS__,
  host: createDomScriptHost(document),
  baseUrl: () => chunksUrl ?? document.baseURI,
  pageUrl: () => location.href,
  nonce: entryScript?.nonce || undefined,
  // Made on first use: the entry has then run whole, so every shared module is there.
  registry: () => (window.__unavShared ??= { m: sharedModules() }),
  // The loader is the page's, not a mount's: the event goes to window, and each mount's onEvent hears it there.
  onFailed: (chunk, error) => emitNavEvent({ emit: (type, detail) => void window.dispatchEvent(new CustomEvent(type, { detail })) }, { type: 'chunk-failed', chunk, error: errorText(error) }),
});

/** A chunk of the script-tag bundle: the build turns each `import()` of the runtime into this call. */
export const loadChunk = (key: string): Promise<unknown> => loader.load(key);

/** config.chunksUrl: the folder the chunks are served from, when it is not the entry's. */
export function setChunksUrl(url: string | undefined): void {
  if (url) chunksUrl = new URL(url.endsWith('/') ? url : `${url}/`, document.baseURI).href;
}
