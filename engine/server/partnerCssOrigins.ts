function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The origins partner CSS may load from: the marketplace's and the config's `assetOrigins`, as origins. */
export function partnerCssOrigins(marketUrl: string, assetOrigins: readonly string[] = []): string[] {
  return [marketUrl, ...assetOrigins].map(originOf).filter((origin): origin is string => origin !== undefined && origin !== 'null');
}
