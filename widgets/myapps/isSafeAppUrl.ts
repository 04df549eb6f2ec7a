import { isAllowedUrl } from '../../engine/core/url/urlPolicy.ts';

/**
 * A launch URL from the API becomes an href: a link the URL policy allows, and not
 * protocol-relative ('//host', '/\\host'), which would take a site path's look to another host.
 */
export function isSafeAppUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const url = value.trim();
  // Browsers skip tabs and newlines inside a URL, so '/\t/host' is '//host' too.
  // eslint-disable-next-line no-control-regex -- the control characters a browser skips
  return url !== '' && !/^[/\\]{2}/.test(url.replace(/[\u0000-\u0020]/g, '')) && isAllowedUrl(url);
}
