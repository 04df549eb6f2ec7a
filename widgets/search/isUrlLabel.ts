/**
 * A label that is an absolute URL: a scheme with '//' (https://…, ftp://…), a protocol-relative
 * '//host/…', or one of the schemes that need no '//' (mailto:, data:, javascript:, tel:, blob:).
 * 'Note: read this' is not one: a bare word before a colon is no scheme without '//'.
 */
const WITH_AUTHORITY = /^(?:[a-z][a-z\d+.-]*:)?\/\/[^\s/]/i;
const WITHOUT_AUTHORITY = /^(?:mailto|data|javascript|tel|blob):\S/i;
/** A host name followed by a path: 'www.example.com/apps/1', 'market.example.com/…'. */
const HOST_AND_PATH = /^(?:[a-z\d-]+\.)+[a-z]{2,}(?::\d+)?\/\S*$/i;

export function isUrlLabel(label: string): boolean {
  const text = label.trim();
  return WITH_AUTHORITY.test(text) || WITHOUT_AUTHORITY.test(text) || HOST_AND_PATH.test(text);
}
