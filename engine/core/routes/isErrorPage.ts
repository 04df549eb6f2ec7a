/** SPEC §2: paths starting with /http-status are error pages. */
export function isErrorPage(pathname: string): boolean {
  return pathname.startsWith('/http-status');
}
