import { mixRgb } from './mixRgb.ts';
import { parseCssColor, type Rgb } from './parseCssColor.ts';
import { NON_TEXT_CONTRAST, readableColour, TEXT_CONTRAST } from './readableColour.ts';

/**
 * A colour the runtime derives from a theme, named by the variable the stylesheets read it from.
 * `prefer` lists theme variables, the first set one wins. Either it is painted `on` backgrounds and
 * meets `ratio` against each (one foreground/background pair per background), or it is a
 * background a theme may leave out: the theme's own, else `share` of the way between the two
 * colours of `shade`.
 */
export type DerivedColour =
  | { name: string; prefer: readonly string[]; on: readonly string[]; ratio: number }
  | { name: string; prefer: readonly string[]; shade: readonly [from: string, toward: string]; share: number };

/**
 * The stylesheets' own colours where a theme leaves these out (runtime/templates/nav.css, the
 * widgets' CSS), as their `var()` fallbacks write them. Text colours have no entry: the widgets
 * differ (#1f2933, #2b2b2b, #333333), so a themed surface gets its text derived.
 */
export const STYLESHEET_COLOURS: Readonly<Record<string, string>> = {
  '--unav-nav-bg': '#ffffff',
  '--unav-dropdown-bg': '#ffffff',
  '--unav-tooltip-bg': '#d0021b',
  '--unav-tooltip-font-color': '#ffffff',
  '--unav-primary': '#0b63ce',
  '--unav-footer-bg': '#f4f6f8',
};

// Shares of the way from the bar (or menu) towards its text for the hover and the open colours
// when a theme gives none: on white, about the default look's #f2f2f2 and #e4e4e4.
const HOVER_SHARE = 0.06;
const SELECTED_SHARE = 0.12;

/** In order: each reads only theme variables and the colours above it. */
export const DERIVED_COLOURS: readonly DerivedColour[] = [
  // The bar's text and icons: labels, carets, My Apps, the cart, notifications, the hamburger.
  { name: '--unav-nav-fg-readable', prefer: ['--unav-nav-font-color'], on: ['--unav-nav-bg'], ratio: TEXT_CONTRAST },
  // A bar item under the pointer (menu triggers, icons, My Apps, the hamburger, ghost buttons).
  { name: '--unav-nav-bg-hover-readable', prefer: ['--unav-nav-item-bg-hover'], shade: ['--unav-nav-bg', '--unav-nav-fg-readable'], share: HOVER_SHARE },
  { name: '--unav-nav-fg-hover-readable', prefer: ['--unav-nav-font-hover-color', '--unav-nav-font-color'], on: ['--unav-nav-bg-hover-readable'], ratio: TEXT_CONTRAST },
  // An open bar item, the avatar's initials circle, My Apps' initial tiles.
  { name: '--unav-nav-bg-selected-readable', prefer: ['--unav-nav-item-bg-selected'], shade: ['--unav-nav-bg', '--unav-nav-fg-readable'], share: SELECTED_SHARE },
  { name: '--unav-nav-fg-selected-readable', prefer: ['--unav-nav-font-selected-color', '--unav-nav-font-color'], on: ['--unav-nav-bg-selected-readable'], ratio: TEXT_CONTRAST },
  // Menus, My Apps' panel, the mobile menu, the switchers; a row under the pointer or focused.
  { name: '--unav-dropdown-fg-readable', prefer: ['--unav-dropdown-font-color'], on: ['--unav-dropdown-bg'], ratio: TEXT_CONTRAST },
  { name: '--unav-dropdown-bg-hover-readable', prefer: ['--unav-dropdown-bg-hover'], shade: ['--unav-dropdown-bg', '--unav-dropdown-fg-readable'], share: HOVER_SHARE },
  { name: '--unav-dropdown-fg-hover-readable', prefer: ['--unav-dropdown-font-color-hover', '--unav-dropdown-font-color'], on: ['--unav-dropdown-bg-hover-readable'], ratio: TEXT_CONTRAST },
  // Count badges (cart, notifications): the circle, ringed in the bar's colour, shows on the bar; the count reads on the circle.
  { name: '--unav-tooltip-bg-readable', prefer: ['--unav-tooltip-bg'], on: ['--unav-nav-bg'], ratio: NON_TEXT_CONTRAST },
  { name: '--unav-tooltip-fg-readable', prefer: ['--unav-tooltip-font-color'], on: ['--unav-tooltip-bg-readable'], ratio: TEXT_CONTRAST },
  // Focus rings. On the bar a ring is inset in a menu trigger, so over its hover and open colours too;
  // in a menu a focused row takes the hover colour; the footer has its own surface.
  { name: '--unav-focus-ring', prefer: ['--unav-primary'], on: ['--unav-nav-bg', '--unav-nav-bg-hover-readable', '--unav-nav-bg-selected-readable'], ratio: NON_TEXT_CONTRAST },
  { name: '--unav-dropdown-focus-ring', prefer: ['--unav-primary'], on: ['--unav-dropdown-bg', '--unav-dropdown-bg-hover-readable'], ratio: NON_TEXT_CONTRAST },
  { name: '--unav-footer-focus-ring', prefer: ['--unav-primary'], on: ['--unav-footer-bg'], ratio: NON_TEXT_CONTRAST },
  // Primary buttons: Sign up, View Cart, End Session.
  { name: '--unav-on-primary', prefer: [], on: ['--unav-primary'], ratio: TEXT_CONTRAST },
];

/**
 * Every colour of DERIVED_COLOURS for a theme's readable colours (the stylesheets' defaults where
 * it sets none), beside the theme's and the defaults themselves: what the stylesheets paint.
 */
export function deriveColours(theme: Readonly<Record<string, Rgb>>): Record<string, Rgb> {
  const colours: Record<string, Rgb> = {};
  for (const [name, value] of Object.entries(STYLESHEET_COLOURS)) {
    const colour = parseCssColor(value);
    if (colour) colours[name] = colour;
  }
  Object.assign(colours, theme);
  const read = (names: readonly string[]) => names.flatMap((name) => colours[name] ?? []);
  for (const derived of DERIVED_COLOURS) {
    const [preferred] = read(derived.prefer);
    if ('on' in derived) {
      colours[derived.name] = readableColour(read(derived.on), preferred, derived.ratio);
      continue;
    }
    const [from, toward] = read(derived.shade);
    const shaded = preferred ?? (from && toward && mixRgb(from, toward, derived.share));
    if (shaded) colours[derived.name] = shaded;
  }
  return colours;
}
