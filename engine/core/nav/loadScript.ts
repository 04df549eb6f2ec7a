import { joinUrl } from '../url/joinUrl.ts';
import { toScriptUrl } from '../url/toScriptUrl.ts';

/** What a script element carries besides its address. */
export interface ScriptAttributes {
  /** The page's CSP nonce (getScriptNonce). */
  nonce?: string | undefined;
  /** Subresource Integrity ('sha384-...'): the browser runs the script only if it matches. */
  integrity?: string | undefined;
}

/**
 * What the loader needs from a document: add one script element and hear how it went. The
 * browser adapter is createDomScriptHost(document); tests pass their own host, or a jsdom
 * document with a base URL pointing at local files.
 */
export interface ScriptHost {
  /** Adds a script for url and returns a function that removes it again. */
  append(url: string, attributes: ScriptAttributes, onLoad: () => void, onError: (error: Error) => void): () => void;
}

interface ScriptLoader {
  /** Loads a script once: the same URL gives the same promise. Relative names resolve against the base URL. */
  load(file: string): Promise<void>;
  /** Removes every script this loader added; later loads add them again. */
  removeAll(): void;
}

export interface ScriptLoaderOptions {
  /** Where relative file names load from (config.scriptBaseUrl or marketUrl). */
  baseUrl: string;
  /** The page's address: what a URL is resolved against and whose origin may serve plain http. */
  pageUrl: string;
  nonce?: string | undefined;
  /** Subresource Integrity by file name, as load() is given it. */
  integrity?: Readonly<Record<string, string | undefined>> | undefined;
}

/** The minimal part of a Document the DOM host touches. */
interface DocumentLike {
  createElement(tagName: 'script'): HTMLScriptElement;
  head: { appendChild(node: HTMLScriptElement): unknown };
}

/**
 * Script elements in the document's head. A script with an integrity is fetched in CORS mode
 * (crossOrigin 'anonymous'): the browser checks the integrity of a cross-origin script only so.
 */
export function createDomScriptHost(doc: DocumentLike): ScriptHost {
  return {
    append(url, { nonce, integrity }, onLoad, onError) {
      const script = doc.createElement('script');
      script.async = true;
      if (nonce) script.nonce = nonce;
      if (integrity) {
        script.setAttribute('integrity', integrity);
        script.setAttribute('crossorigin', 'anonymous');
      }
      script.src = url;
      script.addEventListener('load', () => onLoad());
      script.addEventListener('error', () => onError(new Error(`Failed to load script ${url}`)));
      doc.head.appendChild(script);
      return () => script.remove();
    },
  };
}

/** The error of a script address toScriptUrl refuses: no element is added for it. */
export function refusedScriptError(url: string): Error {
  return new Error(`Universal navigation: script refused, it is neither https nor of the page's origin (nor loopback, for a loopback page): ${url}`);
}

function resolve(baseUrl: string, file: string): string {
  return /^https?:\/\//i.test(file) ? file : joinUrl(baseUrl, file);
}

/**
 * The one loader for external scripts (merchant-nav.js, appsmart-nav.js). Each script carries the
 * nonce and its file's integrity; an address that is not https nor of the page's origin
 * (toScriptUrl) is refused: the promise rejects and no element is added. A failed load is
 * forgotten and its element removed, so a later call may try again.
 */
export function createScriptLoader(host: ScriptHost, options: ScriptLoaderOptions): ScriptLoader {
  const loads = new Map<string, { promise: Promise<void>; remove: () => void }>();
  return {
    load(file) {
      const written = resolve(options.baseUrl, file);
      const url = toScriptUrl(written, options.pageUrl);
      if (url === undefined) return Promise.reject(refusedScriptError(written));
      const known = loads.get(url);
      if (known) return known.promise;
      let remove: () => void = () => undefined;
      const attributes = { nonce: options.nonce, integrity: options.integrity?.[file] };
      const promise = new Promise<void>((resolveLoad, rejectLoad) => {
        remove = host.append(
          url,
          attributes,
          () => resolveLoad(),
          (error) => {
            loads.get(url)?.remove();
            loads.delete(url);
            rejectLoad(error);
          },
        );
      });
      loads.set(url, { promise, remove });
      return promise;
    },
    removeAll() {
      for (const { remove } of loads.values()) remove();
      loads.clear();
    },
  };
}
