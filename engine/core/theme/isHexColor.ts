/** SPEC §5: the colour helpers accept only a 7-character '#rrggbb' string. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);
}
