import { toCssLength } from './toCssLength.ts';

describe('a bare numeric style value gets px; only plain lengths are accepted', () => {
  it.each<[unknown, string | undefined]>([
    ['120', '120px'],
    [' 12.5 ', '12.5px'],
    [40, '40px'],
    ['-4', '-4px'],
    ['2em', '2em'],
    ['50%', '50%'],
    ['10PX', '10px'],
    ['calc(1px + 2px)', undefined],
    ['10px;color:red', undefined],
    ['10px}body{display:none', undefined],
    ['expression(alert(1))', undefined],
    ['', undefined],
    [Number.POSITIVE_INFINITY, undefined],
    [undefined, undefined],
  ])('%s -> %s', (value, expected) => {
    expect(toCssLength(value)).toBe(expected);
  });
});
