/** SPEC §5: a first-name avatar shows the initials of the first and last word of the name. */
export function getUserInitials(name: string | undefined | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last].map((word) => initialOf(word)).join('').toLocaleUpperCase();
}

/** The first character, not the first UTF-16 unit, so names in any script keep a whole letter. */
function initialOf(word: string | undefined): string {
  return word ? (Array.from(word)[0] ?? '') : '';
}
