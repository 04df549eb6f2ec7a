/**
 * The 1-based line where a removed piece of partner CSS is written, found in the text: the fallback
 * for a removal whose reader gave no line (a statement dropped as too deep before any parser read
 * it). `@name`, a selector, or `selector { property }` (the property after the selector); the first
 * occurrence. The parser gives selectors back in its own spelling, so when a selector is not found
 * as written the property alone is searched; line 1 when nothing is found.
 */
export function cssRemovalLine(css: string, what: string): number {
  const lineAt = (index: number) => css.slice(0, index).split('\n').length;
  const declaration = /^(.*) \{ ([^{}]+) \}$/s.exec(what);
  const selector = (declaration ? declaration[1] : what) ?? '';
  const selectorAt = selector ? css.indexOf(selector) : -1;
  if (!declaration) return selectorAt === -1 ? 1 : lineAt(selectorAt);
  const property = new RegExp(`(^|[\\s;{])${(declaration[2] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`, 'i');
  const from = Math.max(selectorAt, 0);
  const match = property.exec(css.slice(from));
  if (!match) return selectorAt === -1 ? 1 : lineAt(selectorAt);
  return lineAt(from + match.index + (match[1]?.length ?? 0));
}
