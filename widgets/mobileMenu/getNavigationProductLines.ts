import type { ProductLine } from './state.ts';

/** The default panel lists only the product lines marked to be shown on navigation (SPEC §2). */
export function getNavigationProductLines(productLines: readonly ProductLine[]): ProductLine[] {
  return productLines.filter((line) => line.showOnNavigation);
}
