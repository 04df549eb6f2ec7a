import type { HeaderThemeSettings, ThemeValue } from '../wire/marketTypes.ts';
import { hasThemeValue } from './hasThemeValue.ts';
import { textSizeOffset } from './textSizeOffset.ts';
import { toCssColor } from './toCssColor.ts';
import { toCssLength } from './toCssLength.ts';
import { toSafeImageUrl } from './toSafeImageUrl.ts';

export type DesignProperties = Record<string, ThemeValue>;
type Kind = 'color' | 'length';

/**
 * Theme key (SPEC §3)                 -> CSS custom property on the nav root
 * headerNavBg                         -> --unav-nav-bg                       (colour)
 * headerNavBorderColor                -> --unav-nav-border-color             (colour)
 * headerNavFontColor                  -> --unav-nav-font-color               (colour)
 * headerNavFontHoverColor             -> --unav-nav-font-hover-color         (colour)
 * headerNavFontSelectedColor          -> --unav-nav-font-selected-color      (colour)
 * headerNavItemBgHover                -> --unav-nav-item-bg-hover            (colour)
 * headerNavItemBgSelected             -> --unav-nav-item-bg-selected         (colour)
 * headerNavDropdownBg                 -> --unav-dropdown-bg                  (colour)
 * headerNavDropdownBorderColor        -> --unav-dropdown-border-color        (colour)
 * headerNavDropdownBorderColorHover   -> --unav-dropdown-border-color-hover  (colour)
 * headerNavDropdownBgHover            -> --unav-dropdown-bg-hover            (colour)
 * headerNavDropdownFontColor          -> --unav-dropdown-font-color          (colour)
 * headerNavDropdownFontColorHover     -> --unav-dropdown-font-color-hover    (colour)
 * headerNavDropdownMarginRight        -> --unav-dropdown-margin-right        (length, bare number + px)
 * headerNavTooltipBg                  -> --unav-tooltip-bg                   (colour)
 * headerNavTooltipFontColor           -> --unav-tooltip-font-color           (colour)
 * primaryColor (design property)      -> --unav-primary                      (colour: primary buttons, View Cart, focus ring)
 * logoWidth                           -> --unav-logo-width                   (length, bare number + px)
 * logoImage (image-uploader, its url) -> --unav-logo-image                   (url("https://..."))
 * headerTextSize, or textSize          -> --unav-text-size-offset             (-4px | -2px | 0px)
 *   (small|medium|large; the header key, named like the other header keys, wins)
 */
const THEME_VARIABLES: Readonly<Record<string, { name: string; kind: Kind }>> = {
  headerNavBg: { name: '--unav-nav-bg', kind: 'color' },
  headerNavBorderColor: { name: '--unav-nav-border-color', kind: 'color' },
  headerNavFontColor: { name: '--unav-nav-font-color', kind: 'color' },
  headerNavFontHoverColor: { name: '--unav-nav-font-hover-color', kind: 'color' },
  headerNavFontSelectedColor: { name: '--unav-nav-font-selected-color', kind: 'color' },
  headerNavItemBgHover: { name: '--unav-nav-item-bg-hover', kind: 'color' },
  headerNavItemBgSelected: { name: '--unav-nav-item-bg-selected', kind: 'color' },
  headerNavDropdownBg: { name: '--unav-dropdown-bg', kind: 'color' },
  headerNavDropdownBorderColor: { name: '--unav-dropdown-border-color', kind: 'color' },
  headerNavDropdownBorderColorHover: { name: '--unav-dropdown-border-color-hover', kind: 'color' },
  headerNavDropdownBgHover: { name: '--unav-dropdown-bg-hover', kind: 'color' },
  headerNavDropdownFontColor: { name: '--unav-dropdown-font-color', kind: 'color' },
  headerNavDropdownFontColorHover: { name: '--unav-dropdown-font-color-hover', kind: 'color' },
  headerNavDropdownMarginRight: { name: '--unav-dropdown-margin-right', kind: 'length' },
  headerNavTooltipBg: { name: '--unav-tooltip-bg', kind: 'color' },
  headerNavTooltipFontColor: { name: '--unav-tooltip-font-color', kind: 'color' },
  primaryColor: { name: '--unav-primary', kind: 'color' },
  logoWidth: { name: '--unav-logo-width', kind: 'length' },
};

const LOGO_IMAGE_VARIABLE = '--unav-logo-image';
const TEXT_SIZE_VARIABLE = '--unav-text-size-offset';

/**
 * Design properties are the base; the header settings' global styles, then header components,
 * override them, so the most specific editor wins.
 */
function mergeThemeValues(
  settings: HeaderThemeSettings | undefined,
  designProperties: DesignProperties | undefined,
): Record<string, ThemeValue> {
  const merged: Record<string, ThemeValue> = {};
  for (const source of [designProperties, settings?.globalStyles, settings?.headerComponents]) {
    if (!source || typeof source !== 'object') continue;
    for (const [key, entry] of Object.entries(source)) {
      if (hasThemeValue(entry)) merged[key] = entry;
    }
  }
  return merged;
}

/**
 * The logo of the theme: the image-uploader value's url and the width, both validated, and the
 * compact logo for a phone's bar (logoImageCompact, an image-uploader value beside SPEC §3's keys:
 * the partner's mark, without the words a phone would shrink past reading).
 */
export function getThemeLogo(
  settings: HeaderThemeSettings | undefined,
  designProperties: DesignProperties | undefined,
): { imageUrl?: string; width?: string; compactImageUrl?: string } {
  const values = mergeThemeValues(settings, designProperties);
  const imageUrl = imageUrlOf(values.logoImage);
  const compactImageUrl = imageUrlOf(values.logoImageCompact);
  const width = toCssLength(values.logoWidth?.value);
  return { ...(imageUrl ? { imageUrl } : {}), ...(width ? { width } : {}), ...(compactImageUrl ? { compactImageUrl } : {}) };
}

function imageUrlOf(value: ThemeValue | undefined): string | undefined {
  return toSafeImageUrl(value?.url ?? value?.value);
}

/**
 * Header theme settings and design properties as `--unav-*` custom properties for the nav root.
 * Every value is validated (colour, length or http(s) image URL); a value that is not is dropped,
 * so a theme can never add a declaration, a rule or a foreign resource.
 */
export function themeToCssVariables(
  settings: HeaderThemeSettings | undefined,
  designProperties: DesignProperties | undefined,
): Record<string, string> {
  const values = mergeThemeValues(settings, designProperties);
  const variables: Record<string, string> = {};
  for (const [key, { name, kind }] of Object.entries(THEME_VARIABLES)) {
    const entry = values[key];
    if (!entry) continue;
    const css = kind === 'color' ? toCssColor(entry.value) : toCssLength(entry.value);
    if (css !== undefined) variables[name] = css;
  }
  const { imageUrl } = getThemeLogo(settings, designProperties);
  if (imageUrl) variables[LOGO_IMAGE_VARIABLE] = `url("${imageUrl}")`;
  const offset = textSizeOffset((values.headerTextSize ?? values.textSize)?.value);
  if (offset !== undefined) variables[TEXT_SIZE_VARIABLE] = offset;
  return variables;
}
