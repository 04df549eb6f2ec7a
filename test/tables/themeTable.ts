import { readFileSync } from 'node:fs';
import type { HeaderThemeSettings, ThemeValue } from '../../engine/core/wire/marketTypes.ts';
import type { DesignProperties } from '../../engine/core/theme/themeToCssVariables.ts';

/**
 * Themes that test the colours the runtime derives (engine/core/theme/derivedColourPairs.test.ts
 * walks every pair over them; e2e/themeTable.e2e.ts runs axe over the header painted with each):
 * light, dark, mid-tone, saturated, one colour set, invalid values, and the fixtures' own.
 */
const ROOT = new URL('../../', import.meta.url);

const HEADER_COLOUR_KEYS = [
  'headerNavBg', 'headerNavFontColor', 'headerNavFontHoverColor', 'headerNavFontSelectedColor',
  'headerNavItemBgHover', 'headerNavItemBgSelected', 'headerNavDropdownBg', 'headerNavDropdownBgHover',
  'headerNavDropdownFontColor', 'headerNavDropdownFontColorHover', 'headerNavTooltipBg', 'headerNavTooltipFontColor',
];

export interface Theme {
  settings?: HeaderThemeSettings;
  design?: DesignProperties;
}

function colours(values: Record<string, string>): Record<string, ThemeValue> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value, type: 'color' }]));
}

/** A theme as the marketplace sends it: header colours in the header settings, the primary colour a design property. */
export function theme(header: Record<string, string>, primaryColor?: string): Theme {
  return {
    settings: { globalStyles: {}, headerComponents: colours(header) },
    ...(primaryColor === undefined ? {} : { design: colours({ primaryColor }) }),
  };
}

/** Every header colour and the primary colour the same: no theme colour reads on another. */
export const everything = (colour: string) => theme(Object.fromEntries(HEADER_COLOUR_KEYS.map((key) => [key, colour])), colour);

/** Bars, menus and the primary colour in one colour, with white text; the badge left to its default red. */
const bars = (colour: string) =>
  theme({ headerNavBg: colour, headerNavDropdownBg: colour, headerNavFontColor: '#ffffff', headerNavDropdownFontColor: '#ffffff' }, colour);

function fixture(headerFile: string, designFile: string): Theme {
  const read = (path: string): unknown => JSON.parse(readFileSync(new URL(`fixtures/${path}`, ROOT), 'utf8'));
  return { settings: read(headerFile) as HeaderThemeSettings, design: read(designFile) as DesignProperties };
}

export const THEMES: [string, Theme][] = [
  ['white: every colour #ffffff', everything('#ffffff')],
  ['black: every colour #000000', everything('#000000')],
  ['dark blue bar, white text, light hover (#0f2438, #ffffff, #e8f0fe)', theme({ headerNavBg: '#0f2438', headerNavFontColor: '#ffffff', headerNavItemBgHover: '#e8f0fe' })],
  ['mid grey: every colour #808080', everything('#808080')],
  ['mid grey bars (#808080), white text', bars('#808080')],
  ['saturated red bars (#d50000), white text, the default red badge', bars('#d50000')],
  ['yellow bars (#ffeb3b), white text', bars('#ffeb3b')],
  ['yellow: every colour #ffeb3b', everything('#ffeb3b')],
  ['one colour: white text on the default bar', theme({ headerNavFontColor: '#ffffff' })],
  ['one colour: a yellow primary colour', theme({}, '#ffeb3b')],
  ['one colour: a dark bar', theme({ headerNavBg: '#0f2438' })],
  [
    'invalid values (a name, hsl(), translucent, short hex, injection, garbage) beside white menu text',
    theme(
      {
        headerNavBg: 'navy', headerNavFontColor: 'hsl(0, 0%, 100%)', headerNavItemBgHover: 'rgba(0, 0, 0, 0.5)',
        headerNavItemBgSelected: '#12', headerNavTooltipBg: 'red; background: url(x)', headerNavDropdownBg: 'not-a-colour',
        headerNavDropdownFontColor: '#ffffff', headerNavTooltipFontColor: '#0b63ce80',
      },
      'transparent',
    ),
  ],
  ['the default theme (fixtures/responses)', fixture('responses/headerTheme/default.json', 'responses/theme/default.json')],
  ...['globex', 'northwind', 'nightfall'].map((partner): [string, Theme] => [`partner ${partner}`, fixture(`partners/${partner}/headerTheme.json`, `partners/${partner}/theme.json`)]),
];

