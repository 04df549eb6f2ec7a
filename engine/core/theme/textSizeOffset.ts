/** SPEC §5: header text-size offsets. */
const TEXT_SIZE_OFFSETS: Readonly<Record<string, string>> = {
  small: '-4px',
  medium: '-2px',
  large: '0px',
};

/** The offset for a text-size choice; an unknown choice has none. */
export function textSizeOffset(size: unknown): string | undefined {
  if (typeof size !== 'string') return undefined;
  return Object.hasOwn(TEXT_SIZE_OFFSETS, size.trim().toLowerCase())
    ? TEXT_SIZE_OFFSETS[size.trim().toLowerCase()]
    : undefined;
}
