/**
 * The input placeholder (SPEC §2): 'Find Applications' under /listing, 'Find {0} Applications'
 * under /productLines/{id} with that line's name, else the configured one.
 */
export function placeholderFor(
  pathname: string,
  configured: string,
  productLineNames: Readonly<Record<string, string>>,
  t: (key: string, ...args: (string | number)[]) => string,
): string {
  if (pathname.startsWith('/listing')) return t('unav.search.findApps');
  if (pathname.startsWith('/productLines')) {
    const id = pathname.split('/')[2] ?? '';
    // Without a known name the id is the best text there is.
    return t('unav.search.findLineApps', productLineNames[id] ?? safeDecode(id));
  }
  return configured;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
