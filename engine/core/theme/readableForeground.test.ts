import { contrastRatio } from './contrastRatio.ts';
import { parseCssColor } from './parseCssColor.ts';
import { NON_TEXT_CONTRAST, TEXT_CONTRAST } from './readableColour.ts';
import { readableForeground } from './readableForeground.ts';

const ratio = (foreground: string | undefined, background: string) =>
  contrastRatio(parseCssColor(foreground)!, parseCssColor(background)!);

describe('extreme backgrounds', () => {
  it('white on black and black on white are kept', () => {
    expect(readableForeground('#000000', '#ffffff')).toBe('#ffffff');
    expect(readableForeground('#ffffff', '#000000')).toBe('#000000');
  });

  it('without a preferred colour: white on black, near-black on white', () => {
    expect(readableForeground('#000000')).toBe('#ffffff');
    expect(readableForeground('#ffffff')).toBe('#1f2933');
  });

  it('white on white and black on black are replaced by a shade that reads', () => {
    const onWhite = readableForeground('#ffffff', '#ffffff');
    const onBlack = readableForeground('#000000', '#000000');
    expect(ratio(onWhite, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(ratio(onBlack, '#000000')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});

describe('the theme colour is kept when it passes, shaded when it does not', () => {
  it('keeps a passing theme colour as written (trimmed, lower case)', () => {
    expect(readableForeground('#fffaf2', ' #3B2F25 ')).toBe('#3b2f25');
  });

  it('dark text on a dark header becomes light, keeping its hue', () => {
    const derived = readableForeground('#14213d', '#2b3a55');
    expect(ratio(derived, '#14213d')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    const { r, g, b } = parseCssColor(derived)!;
    expect(b).toBeGreaterThanOrEqual(r); // still bluish
    expect(g).toBeGreaterThanOrEqual(0);
  });

  it('icons and focus indicators need 3:1 only: a colour at 3.5:1 is kept there, not for text', () => {
    // #0b63ce on #14213d is about 2.6:1, #4a90e2 on #ffffff about 3.3:1.
    expect(readableForeground('#ffffff', '#4a90e2', NON_TEXT_CONTRAST)).toBe('#4a90e2');
    expect(readableForeground('#ffffff', '#4a90e2', TEXT_CONTRAST)).not.toBe('#4a90e2');
    expect(ratio(readableForeground('#14213d', '#0b63ce', NON_TEXT_CONTRAST), '#14213d')).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  });
});

describe('mid-tones, where black and white are both borderline', () => {
  it.each(['#777777', '#808080', '#0b63ce', '#d0021b', '#2e7d32', '#fca311', '#7f7f7f', '#6b7280'])(
    'on %s the derived colour reaches 4.5:1 (pure black or white when near-black falls short)',
    (background) => {
      expect(ratio(readableForeground(background), background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(ratio(readableForeground(background, '#ffffff'), background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(ratio(readableForeground(background, '#000000'), background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    },
  );

  it('picks the side that contrasts more: black on #777777 (both are near 4.5:1)', () => {
    expect(readableForeground('#777777')).toBe('#000000');
  });
});

describe('invalid theme values fall back as today', () => {
  it.each([undefined, '', 'transparent', 'hsl(0, 0%, 0%)', 'url(x)', '#12', '#00000080'])('background %s: nothing derived', (background) => {
    expect(readableForeground(background, '#ffffff')).toBeUndefined();
  });

  it.each(['', 'nonsense', 'hsl(0, 0%, 100%)'])('a preferred colour %s that cannot be read: derived from the background alone', (preferred) => {
    expect(readableForeground('#101010', preferred)).toBe('#ffffff');
  });
});
