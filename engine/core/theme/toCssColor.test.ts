import { toCssColor } from './toCssColor.ts';

describe('theme colours are validated so a theme cannot inject CSS', () => {
  it.each<[unknown, string | undefined]>([
    ['#FFFFFF', '#ffffff'],
    ['#abc', '#abc'],
    ['#11223344', '#11223344'],
    ['rgb(10, 20, 30)', 'rgb(10, 20, 30)'],
    ['rgba(10,20,30,0.5)', 'rgba(10,20,30,0.5)'],
    ['hsl(120deg 50% 50% / 0.3)', 'hsl(120deg 50% 50% / 0.3)'],
    ['transparent', 'transparent'],
    ['Red', 'red'],
    ['red;background:url(https://evil.example)', undefined],
    ['#fff}body{display:none', undefined],
    ['expression(alert(1))', undefined],
    ['url(https://evil.example/x.png)', undefined],
    ['rgb(1,2,3);x:y', undefined],
    ['</style><script>', undefined],
    ['#12345', undefined],
    ['', undefined],
    [12, undefined],
  ])('%s -> %s', (value, expected) => {
    expect(toCssColor(value)).toBe(expected);
  });

  it("refuses 'rgb(' with 250,000 blanks and a letter, in one pass", () => {
    expect(toCssColor(`rgb(${' '.repeat(250_000)}x`)).toBeUndefined();
  });

  it("keeps 'rgb(' with 250,000 blanks before its numbers", () => {
    const colour = `rgb(${' '.repeat(250_000)}1,2,3)`;
    expect(toCssColor(colour)).toBe(colour);
  });
});
