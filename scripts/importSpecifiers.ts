import { posix } from 'node:path';

/**
 * Static imports and re-exports start a line (top level, as everywhere in this code), possibly over
 * several lines: `import x from '…'`, `import type { … } from '…'`, `import '…'`, `export * from '…'`.
 */
const STATIC_IMPORT = /^(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"\n]+)['"]/gm;
/** `import('…')` anywhere: a lazy import, or a type written as `typeof import('…')`. */
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;
/** A line that is a comment (`//`, or inside a block comment, ` * …`). */
const COMMENT_LINE = /^\s*(?:\/\/|\/\*|\*)/;

/** The module specifiers a TypeScript source imports or re-exports from, in source order. */
export function readImportSpecifiers(source: string): string[] {
  const found: { at: number; specifier: string }[] = [];
  for (const match of source.matchAll(STATIC_IMPORT)) found.push({ at: match.index, specifier: match[1]! });
  let lineStart = 0;
  for (const line of source.split('\n')) {
    if (!COMMENT_LINE.test(line)) {
      for (const match of line.matchAll(DYNAMIC_IMPORT)) found.push({ at: lineStart + match.index, specifier: match[1]! });
    }
    lineStart += line.length + 1;
  }
  return found.sort((a, b) => a.at - b.at).map(({ specifier }) => specifier);
}

/**
 * What a specifier of `file` (repo-relative) names: a relative one becomes the repo-relative path
 * of its target, without a query (`./nav.css?inline` → `…/nav.css`); a package specifier stays as
 * written (`react-dom/client`).
 */
export function resolveImport(file: string, specifier: string): string {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return specifier;
  return posix.normalize(posix.join(posix.dirname(file), specifier.replace(/\?.*$/, '')));
}
