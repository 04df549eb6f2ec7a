import { joinUrl } from '../url/joinUrl.ts';

/**
 * What the loader needs from a document: add one script element and hear how it went. The
 * browser adapter is createDomScriptHost(document); tests pass their own host, or a jsdom
 * document with a base URL pointing at local files.
 */
export interface ScriptHost {
  /** Adds a script for url and returns a function that removes it again. */
  append(url: string, onLoad: () => void, onError: (error: Error) => void): () => void;
}

interface ScriptLoader {
  /** Loads a script once: the same URL gives the same promise. Relative names resolve against the base URL. */
  load(file: string): Promise<void>;
  /** Removes every script this loader added; later loads add them again. */
  removeAll(): void;
}

/** The minimal part of a Document the DOM host touches. */
interface DocumentLike {
  createElement(tagName: 'script'): HTMLScriptElement;
  head: { appendChild(node: HTMLScriptElement): unknown };
}

export function createDomScriptHost(doc: DocumentLike): ScriptHost {
  return {
    append(url, onLoad, onError) {
      const script = doc.createElement('script');
      script.async = true;
      script.src = url;
      script.addEventListener('load', () => onLoad());
      script.addEventListener('error', () => onError(new Error(`Failed to load script ${url}`)));
      doc.head.appendChild(script);
      return () => script.remove();
    },
  };
}

function resolve(baseUrl: string, file: string): string {
  return /^https?:\/\//i.test(file) ? file : joinUrl(baseUrl, file);
}

/**
 * The one loader for external scripts (merchant-nav.js, appsmart-nav.js). A failed load is
 * forgotten and its element removed, so a later call may try again.
 */
export function createScriptLoader(host: ScriptHost, baseUrl: string): ScriptLoader {
  const loads = new Map<string, { promise: Promise<void>; remove: () => void }>();
  return {
    load(file) {
      const url = resolve(baseUrl, file);
      const known = loads.get(url);
      if (known) return known.promise;
      let remove: () => void = () => undefined;
      const promise = new Promise<void>((resolveLoad, rejectLoad) => {
        remove = host.append(
          url,
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
