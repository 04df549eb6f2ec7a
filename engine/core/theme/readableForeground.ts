import { parseCssColor } from './parseCssColor.ts';
import { readableColour, TEXT_CONTRAST } from './readableColour.ts';
import { rgbToHex } from './rgbToHex.ts';

/**
 * A foreground for `background` that meets `ratio` by WCAG contrast (readableColour.ts): the
 * preferred colour as written when it passes, else a derived `#rrggbb`. Undefined when the
 * background is not a colour this can read: the stylesheet's defaults then apply.
 */
export function readableForeground(background: string | undefined, preferred?: string, ratio = TEXT_CONTRAST): string | undefined {
  const backdrop = parseCssColor(background);
  if (!backdrop) return undefined;
  const wanted = parseCssColor(preferred);
  const colour = readableColour([backdrop], wanted, ratio);
  return colour === wanted ? preferred?.trim().toLowerCase() : rgbToHex(colour);
}
