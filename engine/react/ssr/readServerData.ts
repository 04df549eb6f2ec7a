import type { NavConfig } from '../../core/config/navConfig.ts';
import { parseServerNavData, type ServerSeed } from '../../core/ssr/parseServerNavData.ts';
import { SERVER_NAV_DATA_ID } from '../../core/ssr/serverNavData.ts';

/**
 * The server's data the page carries (`<script type="application/json" id="unav-data">`), when it
 * is there, parses and was rendered for this config; null otherwise, and the normal path runs.
 */
export function readServerData(doc: Document, config: NavConfig): ServerSeed | null {
  const script = doc.getElementById(SERVER_NAV_DATA_ID);
  if (!script || script.localName !== 'script' || script.getAttribute('type') !== 'application/json') return null;
  try {
    return parseServerNavData(JSON.parse(script.textContent ?? ''), config);
  } catch {
    return null;
  }
}

/** The target holds the server's markup of this root (renderNav's HTML put inside it). */
export function holdsServerMarkup(target: Element, kind: string): boolean {
  return target.querySelector(`.unav-root[data-unav-root="${kind}"]`) !== null;
}
