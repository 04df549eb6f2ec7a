import { contrastRatio } from './contrastRatio.ts';
import { parseCssColor, type Rgb } from './parseCssColor.ts';

/** WCAG AA: 4.5:1 for text, 3:1 for icons, borders of controls and focus indicators. */
export const TEXT_CONTRAST = 4.5;
export const NON_TEXT_CONTRAST = 3;

const NEAR_BLACK: Rgb = { r: 0x1f, g: 0x29, b: 0x33 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const STEPS = 20;

function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: Rgb, to: Rgb, share: number): Rgb {
  return { r: from.r + (to.r - from.r) * share, g: from.g + (to.g - from.g) * share, b: from.b + (to.b - from.b) * share };
}

/** The preferred colour shaded towards black or white by the least amount that reaches the ratio. */
function shadeUntilReadable(preferred: Rgb, background: Rgb, ratio: number): Rgb | undefined {
  for (let step = 1; step <= STEPS; step += 1) {
    const passing = [mix(preferred, BLACK, step / STEPS), mix(preferred, WHITE, step / STEPS)]
      .map((colour) => ({ colour, contrast: contrastRatio(colour, background) }))
      .filter(({ contrast }) => contrast >= ratio)
      .sort((a, b) => b.contrast - a.contrast);
    if (passing[0]) return passing[0].colour;
  }
  return undefined;
}

/**
 * A foreground for `background` that meets `ratio` by WCAG contrast: the preferred colour when it
 * passes; else that colour shaded until it passes (the theme's hue kept where it can be); else
 * white or near-black, on the side that contrasts more (pure black when near-black falls short). Undefined
 * when the background is not a colour this can read: the stylesheet's defaults then apply.
 */
export function readableForeground(background: string | undefined, preferred?: string, ratio = TEXT_CONTRAST): string | undefined {
  const backdrop = parseCssColor(background);
  if (!backdrop) return undefined;
  const wanted = parseCssColor(preferred);
  if (wanted && contrastRatio(wanted, backdrop) >= ratio) return preferred?.trim().toLowerCase();
  const shaded = wanted ? shadeUntilReadable(wanted, backdrop, ratio) : undefined;
  if (shaded) return toHex(shaded);
  if (contrastRatio(WHITE, backdrop) >= contrastRatio(BLACK, backdrop)) return toHex(WHITE);
  return toHex(contrastRatio(NEAR_BLACK, backdrop) >= ratio ? NEAR_BLACK : BLACK);
}
