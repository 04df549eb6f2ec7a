import { contrastRatio } from './contrastRatio.ts';
import { mixRgb } from './mixRgb.ts';
import type { Rgb } from './parseCssColor.ts';

/** WCAG AA: 4.5:1 for text, 3:1 for icons, borders of controls, badges and focus indicators. */
export const TEXT_CONTRAST = 4.5;
export const NON_TEXT_CONTRAST = 3;

const NEAR_BLACK: Rgb = { r: 0x1f, g: 0x29, b: 0x33 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const STEPS = 20;

/** A colour drawn over several backgrounds (a ring inset in a row that may be hovered) reads as well as on the worst. */
function worstContrast(colour: Rgb, backdrops: readonly Rgb[]): number {
  return Math.min(...backdrops.map((backdrop) => contrastRatio(colour, backdrop)));
}

/** The preferred colour shaded towards black or white by the least amount that reaches the ratio. */
function shadeUntilReadable(preferred: Rgb, backdrops: readonly Rgb[], ratio: number): Rgb | undefined {
  for (let step = 1; step <= STEPS; step += 1) {
    const passing = [mixRgb(preferred, BLACK, step / STEPS), mixRgb(preferred, WHITE, step / STEPS)]
      .map((colour) => ({ colour, contrast: worstContrast(colour, backdrops) }))
      .filter(({ contrast }) => contrast >= ratio)
      .sort((a, b) => b.contrast - a.contrast);
    if (passing[0]) return passing[0].colour;
  }
  return undefined;
}

/**
 * A colour that meets `ratio` by WCAG contrast against every one of `backdrops`: the preferred
 * colour when it passes; else that colour shaded until it passes (the theme's hue kept where it can
 * be); else white or near-black, on the side that contrasts more (pure black when near-black falls
 * short). One background always admits white or black at 4.5:1; several that no colour can meet
 * get the one that does best.
 */
export function readableColour(backdrops: readonly Rgb[], preferred: Rgb | undefined, ratio: number): Rgb {
  if (preferred && worstContrast(preferred, backdrops) >= ratio) return preferred;
  const shaded = preferred && shadeUntilReadable(preferred, backdrops, ratio);
  if (shaded) return shaded;
  if (worstContrast(WHITE, backdrops) >= worstContrast(BLACK, backdrops)) return WHITE;
  return worstContrast(NEAR_BLACK, backdrops) >= ratio ? NEAR_BLACK : BLACK;
}
