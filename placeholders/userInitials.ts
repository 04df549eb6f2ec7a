/** SPEC §5: a first-name avatar shows the initials of the first and last word of the name. */
export function userInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return (Array.from(first)[0] ?? '').toUpperCase() + (last ? (Array.from(last)[0] ?? '').toUpperCase() : '');
}
