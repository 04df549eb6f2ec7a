/**
 * A saved URL as a path of this origin (path, query and fragment), judged after the browser's own
 * normalization: '/.//host' is the path '//host' once dot segments go, and a path that starts with
 * '//' or '/\' is a protocol-relative URL to another host when it is navigated to. Anything that is
 * not a path or an http(s) URL of `origin`, or that holds a backslash or a control character, is
 * refused (undefined).
 */
export function toSameOriginPath(saved: string | null | undefined, origin: string): string | undefined {
  const value = saved?.trim();
  // Browsers read backslashes as slashes and drop control characters: refuse them outright.
  // eslint-disable-next-line no-control-regex -- the control characters a browser drops
  if (!value || /[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  const relative = value.startsWith('/') && !value.startsWith('//');
  if (!relative && !/^https?:\/\//i.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return /^\/[/\\]/.test(path) ? undefined : path;
}
