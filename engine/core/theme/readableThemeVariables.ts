import { DERIVED_COLOURS, deriveColours, type DerivedColour } from './derivedColourPairs.ts';
import { parseCssColor, type Rgb } from './parseCssColor.ts';
import { rgbToHex } from './rgbToHex.ts';

const DERIVED = new Set(DERIVED_COLOURS.map(({ name }) => name));
const reads = (derived: DerivedColour) => [...derived.prefer, ...('on' in derived ? derived.on : derived.shade)];

/** The theme's colour variables the derivations read: the colours a theme can set for a pair. */
export const THEME_COLOURS: ReadonlySet<string> = new Set(DERIVED_COLOURS.flatMap(reads).filter((name) => !DERIVED.has(name)));

/**
 * The derived colours a theme touches: those reading a colour it sets, directly or through another
 * derived one, together with the derived backgrounds they are painted on and every colour derived
 * on those. So a text colour is never applied without the background it was derived for, and an
 * unthemed surface keeps the stylesheet's own (readable) defaults, and partner CSS that sets them.
 */
function touched(themed: Iterable<string>): Set<string> {
  const names = new Set(themed);
  for (let size = -1; size !== names.size; ) {
    size = names.size;
    for (const derived of DERIVED_COLOURS) {
      if (reads(derived).some((name) => names.has(name))) names.add(derived.name);
      if ('on' in derived && names.has(derived.name)) for (const name of derived.on) if (DERIVED.has(name)) names.add(name);
    }
  }
  return names;
}

/**
 * Readable colours derived from a theme's validated variables by WCAG contrast, for every
 * foreground/background pair the stylesheets paint from theme colours (derivedColourPairs.ts), as
 * `#rrggbb`. A colour this cannot read (a name, hsl(), a translucent one) counts as not set.
 */
export function readableThemeVariables(variables: Readonly<Record<string, string>>): Record<string, string> {
  const theme: Record<string, Rgb> = {};
  for (const name of THEME_COLOURS) {
    const colour = parseCssColor(variables[name]);
    if (colour) theme[name] = colour;
  }
  const colours = deriveColours(theme);
  const derived: Record<string, string> = {};
  for (const name of touched(Object.keys(theme))) {
    const colour = colours[name];
    if (colour && DERIVED.has(name)) derived[name] = rgbToHex(colour);
  }
  return derived;
}

/**
 * A theme's variables with its readable colours added: what the nav root carries as its style. A
 * pair colour this cannot measure is left out, so the stylesheet's default paints it and not a
 * colour whose contrast with its text is unknown.
 */
export function withReadableColours(variables: Readonly<Record<string, string>> | undefined): Readonly<Record<string, string>> | undefined {
  if (!variables) return undefined;
  // Every root of every render derives it (a server, for each page view): the contrast search
  // runs once per theme, kept for the last few.
  const key = JSON.stringify(variables);
  let derived = recentThemes.get(key);
  if (!derived) {
    const measurable = Object.fromEntries(Object.entries(variables).filter(([name, value]) => !THEME_COLOURS.has(name) || parseCssColor(value)));
    derived = Object.freeze({ ...measurable, ...readableThemeVariables(measurable) });
    if (recentThemes.size >= RECENT_THEMES) recentThemes.delete(recentThemes.keys().next().value as string);
  }
  recentThemes.delete(key);
  recentThemes.set(key, derived);
  return derived;
}

/** Themes kept by withReadableColours, least recently used dropped first: a server renders a few partners' themes over and over. */
const RECENT_THEMES = 16;
const recentThemes = new Map<string, Readonly<Record<string, string>>>();
