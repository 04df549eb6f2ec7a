/** SPEC §9 key codes: Tab 9, Enter 13, arrow up 38, arrow right 39, arrow down 40. */
const KEY_BY_CODE: Readonly<Record<number, string>> = { 9: 'Tab', 13: 'Enter', 38: 'ArrowUp', 39: 'ArrowRight', 40: 'ArrowDown' };

/**
 * The key a keydown names: `key` where the browser sets it, else the SPEC §9 key code (older
 * embedded browsers and synthetic events send only `keyCode`).
 */
export function keyName(event: { key?: string; keyCode?: number }): string {
  if (event.key && event.key !== 'Unidentified') return event.key;
  return KEY_BY_CODE[event.keyCode ?? -1] ?? '';
}
