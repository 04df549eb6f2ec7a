/**
 * What a module takes from each module it imports, read from its syntax tree (ESTree, with the
 * TypeScript `importKind`/`exportKind` of oxc's parser): the names it imports or re-exports, by
 * source specifier; `default` for a default import, `*` for a namespace import or `export *`.
 * Type-only imports and re-exports are left out: they are gone from the built code.
 */
export function importedNames(program: { body: readonly unknown[] }): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  const add = (source: string, name: string) => {
    let set = names.get(source);
    if (!set) names.set(source, (set = new Set()));
    set.add(name);
  };
  for (const node of program.body as readonly Statement[]) {
    if (node.type === 'ImportDeclaration') {
      if (node.importKind === 'type') continue;
      // `import './x'` takes nothing, but the module is still run: it stays in the list, named by none.
      if (node.specifiers.length === 0) names.set(node.source.value, names.get(node.source.value) ?? new Set());
      for (const specifier of node.specifiers) {
        if (specifier.type === 'ImportDefaultSpecifier') add(node.source.value, 'default');
        else if (specifier.type === 'ImportNamespaceSpecifier') add(node.source.value, '*');
        else if (specifier.importKind !== 'type') add(node.source.value, nameOf(specifier.imported));
      }
    } else if (node.type === 'ExportNamedDeclaration' && node.source) {
      if (node.exportKind === 'type') continue;
      for (const specifier of node.specifiers) {
        if (specifier.exportKind !== 'type') add(node.source.value, nameOf(specifier.local));
      }
    } else if (node.type === 'ExportAllDeclaration') {
      if (node.exportKind !== 'type') add(node.source.value, '*');
    }
  }
  return names;
}

interface Name {
  type: string;
  name?: string;
  value?: unknown;
}

const nameOf = (node: Name): string => (node.type === 'Identifier' ? String(node.name) : String(node.value));

type Statement =
  | {
      type: 'ImportDeclaration';
      importKind?: string;
      source: { value: string };
      specifiers: readonly { type: string; importKind?: string; imported: Name }[];
    }
  | { type: 'ExportNamedDeclaration'; exportKind?: string; source: { value: string } | null; specifiers: readonly { exportKind?: string; local: Name }[] }
  | { type: 'ExportAllDeclaration'; exportKind?: string; source: { value: string } }
  | { type: 'Other' };
