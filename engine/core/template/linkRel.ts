/**
 * Targets that keep the navigation in this browsing context (or its parent): no new window, no
 * opener. An empty target is read as _self by browsers.
 */
const SAME_WINDOW_TARGETS = new Set(['', '_self', '_parent', '_top']);

/**
 * The target a link opens in, as the browser reads it: browsers do not trim it (a target of
 * " _self" names a new window), so the written value is trimmed here and the link is given that
 * trimmed value; the comparison is case-insensitive, like the browser's.
 */
export function normalizeTarget(target: string): string {
  return target.trim();
}

export function opensNewWindow(target: string): boolean {
  return !SAME_WINDOW_TARGETS.has(normalizeTarget(target).toLowerCase());
}

/**
 * The rel a link may carry: never `opener` (which would hand the opened page `window.opener`), and
 * `noopener noreferrer` added, after the partner's own tokens, whenever the link opens another
 * window (a named target shares `window.opener` just as `_blank` does). Null when nothing is left.
 */
export function relForLink(target: string | null, rel: string | null): string | null {
  const tokens = (rel ?? '').split(/[\t\n\f\r ]+/).filter((token) => token !== '' && token.toLowerCase() !== 'opener');
  if (target !== null && opensNewWindow(target)) {
    for (const required of ['noopener', 'noreferrer']) {
      if (!tokens.some((token) => token.toLowerCase() === required)) tokens.push(required);
    }
  }
  return tokens.length > 0 ? tokens.join(' ') : null;
}
