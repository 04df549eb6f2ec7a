/**
 * What the entry keeps only because a chunk takes it from the registry: of each module, the names
 * the chunks import that the entry itself does not use (its first pass left them out). Each costs
 * the entry its code on every page; moving it to a module of its own lets the chunk carry it.
 */
export function keptForChunks(
  takenNames: ReadonlyMap<string, ReadonlySet<string>>,
  entryExports: ReadonlyMap<string, readonly string[]>,
): { module: string; names: string[] }[] {
  const kept: { module: string; names: string[] }[] = [];
  for (const [module, names] of takenNames) {
    const used = new Set(entryExports.get(module) ?? []);
    const extra = [...names].filter((name) => name !== '*' && !used.has(name)).sort();
    if (extra.length > 0) kept.push({ module, names: extra });
  }
  return kept.sort((a, b) => a.module.localeCompare(b.module));
}
