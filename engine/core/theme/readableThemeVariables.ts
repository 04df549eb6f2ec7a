import { NON_TEXT_CONTRAST, readableForeground, TEXT_CONTRAST } from './readableForeground.ts';

/** The stylesheet's own defaults (runtime/templates/nav.css, widgets' CSS) where a theme leaves a key out. */
const DEFAULT_BG = '#ffffff';
const DEFAULT_FOCUS = '#0b63ce';

/** A derived variable: the foreground it prefers and the background it sits on, as variable names. */
interface Derivation {
  name: string;
  foreground: readonly string[];
  background: readonly string[];
  ratio: number;
  /** Preferred when the theme sets no foreground; without one, near-black or white is derived. */
  fallbackForeground?: string;
  fallbackBackground?: string;
}

// Each list is read in order, the first variable the theme set wins; the fallback is the CSS default.
const DERIVATIONS: readonly Derivation[] = [
  { name: '--unav-nav-fg-readable', foreground: ['--unav-nav-font-color'], background: ['--unav-nav-bg'], ratio: TEXT_CONTRAST },
  { name: '--unav-nav-fg-hover-readable', foreground: ['--unav-nav-font-hover-color', '--unav-nav-font-color'], background: ['--unav-nav-item-bg-hover', '--unav-nav-bg'], ratio: TEXT_CONTRAST },
  { name: '--unav-nav-fg-selected-readable', foreground: ['--unav-nav-font-selected-color', '--unav-nav-font-color'], background: ['--unav-nav-item-bg-selected', '--unav-nav-bg'], ratio: TEXT_CONTRAST },
  { name: '--unav-dropdown-fg-readable', foreground: ['--unav-dropdown-font-color'], background: ['--unav-dropdown-bg'], ratio: TEXT_CONTRAST },
  { name: '--unav-dropdown-fg-hover-readable', foreground: ['--unav-dropdown-font-color-hover', '--unav-dropdown-font-color'], background: ['--unav-dropdown-bg-hover', '--unav-dropdown-bg'], ratio: TEXT_CONTRAST },
  { name: '--unav-tooltip-fg-readable', foreground: ['--unav-tooltip-font-color'], background: ['--unav-tooltip-bg'], ratio: TEXT_CONTRAST, fallbackBackground: '#d0021b' },
  { name: '--unav-focus-ring', foreground: ['--unav-primary'], background: ['--unav-nav-bg'], ratio: NON_TEXT_CONTRAST, fallbackForeground: DEFAULT_FOCUS },
  { name: '--unav-dropdown-focus-ring', foreground: ['--unav-primary'], background: ['--unav-dropdown-bg'], ratio: NON_TEXT_CONTRAST, fallbackForeground: DEFAULT_FOCUS },
  { name: '--unav-on-primary', foreground: [], background: ['--unav-primary'], ratio: TEXT_CONTRAST, fallbackBackground: DEFAULT_FOCUS },
];

function firstSet(variables: Readonly<Record<string, string>>, names: readonly string[]): string | undefined {
  for (const name of names) if (variables[name] !== undefined) return variables[name];
  return undefined;
}

/**
 * Readable colours derived from a theme's validated variables by WCAG contrast: for each built-in
 * surface, the theme's foreground when it reads on the theme's background, else one derived from
 * it. Only where the theme set one of the two colours: an unthemed nav keeps the stylesheet's own
 * (already readable) defaults, and a colour this cannot read (named, hsl()) derives nothing.
 */
export function readableThemeVariables(variables: Readonly<Record<string, string>>): Record<string, string> {
  const derived: Record<string, string> = {};
  for (const { name, foreground, background, ratio, fallbackForeground, fallbackBackground } of DERIVATIONS) {
    const themedForeground = firstSet(variables, foreground);
    const themedBackground = firstSet(variables, background);
    if (themedForeground === undefined && themedBackground === undefined) continue;
    const colour = readableForeground(themedBackground ?? fallbackBackground ?? DEFAULT_BG, themedForeground ?? fallbackForeground, ratio);
    if (colour !== undefined) derived[name] = colour;
  }
  return derived;
}

/** A theme's variables with its readable colours added: what the nav root carries as its style. */
export function withReadableColours(variables: Readonly<Record<string, string>> | undefined): Record<string, string> | undefined {
  return variables && { ...variables, ...readableThemeVariables(variables) };
}
