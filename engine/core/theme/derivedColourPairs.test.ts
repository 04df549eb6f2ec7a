import { readdirSync, readFileSync } from 'node:fs';
import { contrastRatio } from './contrastRatio.ts';
import { DERIVED_COLOURS, STYLESHEET_COLOURS } from './derivedColourPairs.ts';
import { parseCssColor } from './parseCssColor.ts';
import { TEXT_CONTRAST } from './readableColour.ts';
import { THEME_COLOURS, withReadableColours } from './readableThemeVariables.ts';
import { themeToCssVariables } from './themeToCssVariables.ts';
import { everything, theme, THEMES, type Theme } from '../../../test/tables/themeTable.ts';

const PAIRS = DERIVED_COLOURS.flatMap((derived) => ('on' in derived ? [derived] : []));
const ROOT = new URL('../../../', import.meta.url);

/** The root's style exactly as NavRoot sets it for a theme. */
const styleOf = ({ settings, design }: Theme) => withReadableColours(themeToCssVariables(settings, design)) ?? {};

describe.each(THEMES)('%s', (_name, subject) => {
  const style = styleOf(subject);

  it.each(PAIRS.map((pair) => [pair.name, pair] as const))('%s reads on every background it is painted on', (_pair, pair) => {
    const foreground = style[pair.name];
    if (foreground === undefined) {
      // Not derived: the theme sets nothing this pair reads, so the stylesheet's own colours paint it
      // (checked below, "the stylesheets' own fallbacks").
      expect(pair.prefer.concat(pair.on).filter((name) => style[name] !== undefined)).toEqual([]);
      return;
    }
    for (const background of pair.on) {
      const painted = style[background] ?? STYLESHEET_COLOURS[background];
      const ratio = contrastRatio(parseCssColor(foreground)!, parseCssColor(painted)!);
      expect(ratio, `${pair.name} ${foreground} on ${background} ${painted}`).toBeGreaterThanOrEqual(pair.ratio);
    }
  });

  it('carries no pair colour it cannot measure', () => {
    for (const name of THEME_COLOURS) if (style[name] !== undefined) expect(parseCssColor(style[name]), name).toBeDefined();
  });
});

it('a theme that sets every colour gets every pair derived: none is left to a default', () => {
  for (const colour of ['#ffffff', '#000000', '#808080', '#ffeb3b']) {
    const style = styleOf(everything(colour));
    expect(PAIRS.filter((pair) => style[pair.name] === undefined).map((pair) => pair.name)).toEqual([]);
  }
});

it('the reported case: the avatar initials read on the circle they are drawn on', () => {
  const style = styleOf(theme({ headerNavBg: '#0f2438', headerNavFontColor: '#ffffff', headerNavItemBgHover: '#e8f0fe' }));
  const circle = parseCssColor(style['--unav-nav-bg-selected-readable'])!;
  const initials = parseCssColor(style['--unav-nav-fg-selected-readable'])!;
  expect(contrastRatio(initials, circle)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  // White text under the pointer is shaded to read on the light hover colour the theme gave.
  expect(style['--unav-nav-bg-hover-readable']).toBe('#e8f0fe');
  expect(contrastRatio(parseCssColor(style['--unav-nav-fg-hover-readable'])!, parseCssColor('#e8f0fe')!)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
});

it('an unthemed nav derives nothing: the stylesheets paint their own colours', () => {
  expect(styleOf({})).toEqual({});
});

describe('the stylesheets paint the pairs this table derives', () => {
  const files = [
    'runtime/templates/nav.css',
    ...readdirSync(new URL('widgets/', ROOT), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((dir) => readdirSync(new URL(`widgets/${dir.name}/`, ROOT)).filter((file) => file.endsWith('.css')).map((file) => `widgets/${dir.name}/${file}`)),
  ];
  const rules = files.flatMap((file) =>
    readFileSync(new URL(file, ROOT), 'utf8')
      .replaceAll(/\/\*[\s\S]*?\*\//g, '')
      .split('}')
      .map((chunk) => {
        const open = chunk.lastIndexOf('{');
        const declarations = new Map<string, string>();
        for (const declaration of chunk.slice(open + 1).split(';')) {
          const colon = declaration.indexOf(':');
          if (colon > 0) declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
        }
        return { where: `${file} ${chunk.slice(0, open).trim().split('\n').pop() ?? ''}`, declarations };
      }),
  );
  const firstVariable = (value: string | undefined) => /^var\((--[a-z-]+)/.exec(value ?? '')?.[1];
  const lastHex = (value: string | undefined) => (value ?? '').match(/#[0-9a-f]{3,8}\b/gi)?.pop();
  const painted = rules.flatMap(({ where, declarations }) => {
    const color = declarations.get('color');
    const background = declarations.get('background') ?? declarations.get('background-color');
    return color !== undefined && background !== undefined ? [{ where, color, background }] : [];
  });

  it('a rule that paints a derived text colour and a background paints the one it was derived on', () => {
    const pairs = painted.flatMap(({ where, color, background }) => {
      const pair = PAIRS.find(({ name }) => name === firstVariable(color));
      // A transparent (or fixed) background shows the surface behind: the one the rule's parent paints.
      const behind = firstVariable(background);
      return pair && behind ? [{ where, foreground: pair.name, background: behind, derivedOn: pair.on }] : [];
    });
    expect(pairs.length).toBeGreaterThanOrEqual(10);
    for (const { where, foreground, background, derivedOn } of pairs) expect(derivedOn, `${where}: ${foreground} on ${background}`).toContain(background);
  });

  it('no colour or background reads a theme colour first where a derived one stands for it', () => {
    const backgrounds = new Set(PAIRS.flatMap(({ on }) => on));
    const replaced = new Set(DERIVED_COLOURS.flatMap(({ prefer }) => prefer).filter((name) => !backgrounds.has(name)));
    for (const { where, declarations } of rules) {
      for (const property of ['color', 'background', 'background-color']) {
        const variable = firstVariable(declarations.get(property));
        expect(variable !== undefined && replaced.has(variable), `${where} ${property}: ${variable}`).toBe(false);
      }
    }
  });

  it('every derived colour is used by a stylesheet', () => {
    const text = files.map((file) => readFileSync(new URL(file, ROOT), 'utf8')).join('\n');
    for (const { name } of DERIVED_COLOURS) expect(text, name).toContain(`var(${name}`);
  });

  it("the stylesheets' own fallbacks (an unthemed nav): text and background in one rule read at 4.5:1", () => {
    const literal = painted.flatMap(({ where, color, background }) => {
      const [foreground, behind] = [lastHex(color), lastHex(background)];
      return foreground && behind ? [{ where, foreground, behind }] : [];
    });
    expect(literal.length).toBeGreaterThanOrEqual(10);
    for (const { where, foreground, behind } of literal) {
      expect(contrastRatio(parseCssColor(foreground)!, parseCssColor(behind)!), `${where}: ${foreground} on ${behind}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });
});
