import type { SourceMapMappings } from '@jridgewell/sourcemap-codec';

export interface PartShare {
  part: string;
  /** Characters of the minified file that belong to this part. */
  minified: number;
  /** Gzip bytes the file loses when those characters are left out. */
  gzip: number;
}

/** Text placed in the file whole, whose source the map does not tell (an inlined stylesheet). */
export interface InlinedText {
  source: string;
  text: string;
}

/** The part of the code a source belongs to: a folder of engine/ or runtime/, ui, services, a widget, or "other". */
export function partOfSource(source: string): string {
  const path = source.replace(/\\/g, '/').replace(/\?.*$/, '');
  const match = /(?:^|\/)(engine\/(?:core|react|browser|server)|runtime\/(?:composition|templates)|widgets\/[^/]+|services|ui)\//.exec(path);
  if (match?.[1]) return match[1];
  return /(?:^|\/)runtime\/[^/]+$/.test(path) ? 'runtime (entries)' : 'other';
}

/** A source as a path from the project's root (or from node_modules), for the share of each file. */
export function fileOfSource(source: string): string {
  const path = source.replace(/\\/g, '/').replace(/\?.*$/, '');
  const match = /(?:^|\/)((?:engine|ui|services|widgets|runtime|build|node_modules)\/.*)$/.exec(path);
  return match?.[1] ?? (path.startsWith('\0') ? 'other' : path);
}

/**
 * Each part's share of a minified file: the characters that belong to it, and what leaving them out
 * saves after gzip. A source-map segment runs to the next segment, across line breaks; text before
 * the first segment, and unmapped segments, count as "other" (wrapper and glue). Inlined texts go to
 * their own source wherever they stand, since the bundler gives them to the module that imports them.
 */
export function shareOfOwnCode(
  code: string,
  mappings: SourceMapMappings,
  sources: readonly (string | null)[],
  gzipSize: (text: string) => number,
  inlined: readonly InlinedText[] = [],
  partOf: (source: string) => string = partOfSource,
): PartShare[] {
  // where each segment starts in the whole file, in order, and whose it is
  const starts: { offset: number; part: string }[] = [];
  let lineStart = 0;
  code.split('\n').forEach((line, index) => {
    for (const segment of mappings[index] ?? []) {
      const source = segment.length > 1 ? sources[segment[1] as number] : null;
      starts.push({ offset: lineStart + segment[0], part: source ? partOf(source) : 'other' });
    }
    lineStart += line.length + 1;
  });
  const owner = Array.from<string>({ length: code.length }).fill('other');
  starts.forEach(({ offset, part }, i) => owner.fill(part, offset, starts[i + 1]?.offset ?? code.length));
  for (const { source, text } of inlined) {
    const start = code.indexOf(text);
    if (start >= 0 && text) owner.fill(partOf(source), start, start + text.length);
  }
  // runs of characters with the same owner, so that leaving a part out is a join of slices
  const runs: { start: number; end: number; part: string }[] = [];
  owner.forEach((part, index) => {
    const last = runs[runs.length - 1];
    if (last?.part === part) last.end = index + 1;
    else runs.push({ start: index, end: index + 1, part });
  });
  const whole = gzipSize(code);
  return [...new Set(owner)]
    .map((part) => {
      const kept = runs
        .filter((run) => run.part !== part)
        .map((run) => code.slice(run.start, run.end))
        .join('');
      return { part, minified: code.length - kept.length, gzip: whole - gzipSize(kept) };
    })
    .sort((a, b) => b.gzip - a.gzip);
}
