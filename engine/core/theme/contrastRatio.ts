import type { Rgb } from './parseCssColor.ts';
import { relativeLuminance } from './relativeLuminance.ts';

/** WCAG 2.x contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
