import { contrastRatio } from './contrastRatio.ts';
import { parseCssColor, type Rgb } from './parseCssColor.ts';
import { NON_TEXT_CONTRAST, readableColour, TEXT_CONTRAST } from './readableColour.ts';

const rgb = (hex: string): Rgb => parseCssColor(hex)!;

it('keeps the preferred colour when it reads on every background', () => {
  const blue = rgb('#0b63ce');
  expect(readableColour([rgb('#ffffff'), rgb('#f2f2f2')], blue, NON_TEXT_CONTRAST)).toBe(blue);
});

it('a ring over a dark bar and a light hover colour: one colour that shows on both', () => {
  const backdrops = [rgb('#0f2438'), rgb('#e8f0fe')];
  const ring = readableColour(backdrops, rgb('#0b63ce'), NON_TEXT_CONTRAST);
  for (const backdrop of backdrops) expect(contrastRatio(ring, backdrop)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
});

it('without a preferred colour: white or near-black, whichever reads', () => {
  expect(readableColour([rgb('#0f2438')], undefined, TEXT_CONTRAST)).toEqual(rgb('#ffffff'));
  expect(readableColour([rgb('#ffeb3b')], undefined, TEXT_CONTRAST)).toEqual(rgb('#1f2933'));
});

it('backgrounds no colour can meet get white or black, whichever does better on the worst of them', () => {
  // 3:1 against both would need a colour darker than the first and lighter than the second, or
  // between them: #4d4d4d and #a0a0a0 leave no room. White is 2.6:1 on the lighter, black 2.5:1 on the darker.
  expect(readableColour([rgb('#4d4d4d'), rgb('#a0a0a0')], rgb('#808080'), NON_TEXT_CONTRAST)).toEqual(rgb('#ffffff'));
});
