import { parseCssColor } from './parseCssColor.ts';

it.each([
  ['#ffffff', { r: 255, g: 255, b: 255 }],
  ['#FFF', { r: 255, g: 255, b: 255 }],
  ['#0b63ce', { r: 11, g: 99, b: 206 }],
  ['#0b63ceff', { r: 11, g: 99, b: 206 }],
  [' #abcF ', { r: 0xaa, g: 0xbb, b: 0xcc }],
  ['rgb(1, 2, 3)', { r: 1, g: 2, b: 3 }],
  ['rgba(10 20 30 / 1)', { r: 10, g: 20, b: 30 }],
  ['rgba(10, 20, 30, 100%)', { r: 10, g: 20, b: 30 }],
])('%s', (value, rgb) => {
  expect(parseCssColor(value)).toEqual(rgb);
});

it.each([undefined, null, 12, '', 'red', 'hsl(0, 0%, 0%)', '#12345', 'rgb(300, 0, 0)', 'rgb(10%, 0, 0)', 'url(x)'])(
  '%s is not read (no derivation, the defaults apply)',
  (value) => {
    expect(parseCssColor(value)).toBeUndefined();
  },
);

it.each(['#0b63ce80', '#abcd', 'rgba(10 20 30 / 0.5)', 'rgba(10, 20, 30, 0)', 'rgba(10, 20, 30, 50%)'])(
  'translucent %s is not read: its contrast depends on what shows through',
  (value) => {
    expect(parseCssColor(value)).toBeUndefined();
  },
);
