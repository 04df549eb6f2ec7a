import { expect, it } from 'vitest';
import { keyName } from './keyName.ts';

it.each([
  [9, 'Tab'], [13, 'Enter'], [38, 'ArrowUp'], [39, 'ArrowRight'], [40, 'ArrowDown'],
])('key codes: %i is %s when the event names no key', (keyCode, name) => {
  expect(keyName({ keyCode })).toBe(name);
  expect(keyName({ key: 'Unidentified', keyCode })).toBe(name);
});

it('the key the event names wins over its code; unknown codes name nothing', () => {
  expect(keyName({ key: 'Escape', keyCode: 27 })).toBe('Escape');
  expect(keyName({ key: 'a', keyCode: 13 })).toBe('a');
  expect(keyName({ keyCode: 65 })).toBe('');
});
