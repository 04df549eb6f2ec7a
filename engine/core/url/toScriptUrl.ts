/**
 * The address of a script the runtime adds to the page (support chat, merchant-nav.js,
 * appsmart-nav.js), resolved against the page's address, or undefined when it is refused. A script
 * runs with the page's rights, so it must come over https, or from the page's own origin: plain
 * http only there (the demo marketplace on localhost), or between two loopback origins (a host page
 * and the demo marketplace on one machine, where no network lies between). Any other scheme (http
 * elsewhere, data:, blob:, javascript:) and anything unparsable is refused.
 */
export function toScriptUrl(url: string, pageUrl: string): string | undefined {
  let script: URL;
  let page: URL;
  try {
    page = new URL(pageUrl);
    script = new URL(url, page);
  } catch {
    return undefined;
  }
  if (script.protocol === 'https:') return script.href;
  if (script.protocol !== 'http:' || page.protocol !== 'http:') return undefined;
  return script.origin === page.origin || (isLoopback(script.hostname) && isLoopback(page.hostname)) ? script.href : undefined;
}

const isLoopback = (hostname: string) => hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
