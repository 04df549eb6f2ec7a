/**
 * The public surface of the package: for every entry point of package.json's `exports`, each name it
 * exports with its declaration, and every declaration those reach through their types, read from the
 * `.d.ts` files `tsc` emits (emitDeclarations.ts). Rendered as one Markdown page, sorted, with
 * paths relative to the repository, so the same code gives the same page on every machine.
 */
import { posix } from 'node:path';
import { readDeclarationFile, type Declaration, type DeclarationFile, type ExportTarget, type Reference } from './declarationFile.ts';

/** A declaration in one of our files (`file` relative to the emit root), or a name of a package. */
type Target = { file: string; name: string } | { module: string; name: string };

export interface Entry {
  /** The names it is imported by: `universal-nav`, `universal-nav/server` ... */
  specifiers: string[];
  /** Its emitted declarations, relative to the emit root: `runtime/index.d.ts`. */
  file: string;
  /** For the script-tag bundle: its surface is what it declares on `window`, not its exports. */
  global?: boolean;
}

interface Exported {
  file: string;
  declarations: Declaration[];
  /** The declared name, when it is exported under another. */
  alias?: string;
}

export interface EntrySurface {
  entry: Entry;
  /** Public name → its declarations (several for overloads and merged interfaces) and the file they are in. */
  exported: Map<string, Exported>;
  /** Declarations of ours its exports reach that it does not export by name, keyed `file#name`. */
  reachedNotExported: Map<string, Declaration[]>;
  /** What its declarations reach from packages: module → names. */
  packages: Map<string, Set<string>>;
  /** Names its printed declarations refer to directly that the main entry exports (and declares in its section). */
  fromMain: Set<string>;
  /** Names it exports that the main entry exports too, declared in that section. */
  sharedWithMain: Set<string>;
}

const keyOf = (target: Target) => ('file' in target ? `${target.file}#${target.name}` : `${target.module}#${target.name}`);

export class DeclarationGraph {
  private files = new Map<string, DeclarationFile | undefined>();

  /** `read` gives a file's text by its path relative to the emit root, or undefined when there is none. */
  constructor(private readonly read: (file: string) => string | undefined) {}

  file(path: string): DeclarationFile | undefined {
    if (!this.files.has(path)) {
      const text = this.read(path);
      this.files.set(path, text === undefined ? undefined : readDeclarationFile(text));
    }
    return this.files.get(path);
  }

  /** `../x/y.ts` from `runtime/index.d.ts` → `x/y.d.ts`; a package specifier stays as it is. */
  private modulePath(from: string, specifier: string): string | undefined {
    if (!specifier.startsWith('.')) return undefined;
    const path = posix.join(posix.dirname(from), specifier);
    const candidates = /\.[cm]?[jt]sx?$/.test(path) ? [path.replace(/\.[cm]?[jt]sx?$/, '.d.ts')] : [`${path}.d.ts`, `${path}/index.d.ts`];
    return candidates.find((candidate) => this.file(candidate) !== undefined) ?? candidates[0];
  }

  private inModule(from: string, specifier: string, name: string): Target | undefined {
    const path = this.modulePath(from, specifier);
    if (path === undefined) return { module: specifier, name };
    // A module of ours with no emitted declarations would hide what it declares: say so.
    if (!this.file(path)) throw new Error(`${from} imports ${specifier}, which has no declarations at ${path}`);
    return this.exportOf(path, name);
  }

  private viaTarget(file: string, target: ExportTarget): Target | undefined {
    return 'local' in target ? this.local(file, target.local) : this.inModule(file, target.module, target.name);
  }

  /** What `name` exported from `file` is. */
  exportOf(file: string, name: string): Target | undefined {
    const parsed = this.file(file);
    if (!parsed) return undefined;
    const target = parsed.exports.get(name);
    if (target) return this.viaTarget(file, target);
    for (const star of parsed.starExports) {
      const found = this.inModule(file, star, name);
      if (found) return found;
    }
    return undefined;
  }

  /** Every name `file` exports, through `export *` too. */
  exportNames(file: string): string[] {
    const parsed = this.file(file);
    if (!parsed) return [];
    const starred = parsed.starExports.flatMap((star) => {
      const path = this.modulePath(file, star);
      return path ? this.exportNames(path).filter((name) => name !== 'default') : [];
    });
    return [...new Set([...parsed.exports.keys(), ...starred])];
  }

  /** What `name` means inside `file`: its own declaration or an import; undefined for globals and type parameters. */
  local(file: string, name: string): Target | undefined {
    const parsed = this.file(file);
    if (!parsed) return undefined;
    if (parsed.declarations.has(name)) return { file, name };
    const imported = parsed.imports.get(name);
    return imported ? this.inModule(file, imported.module, imported.name) : undefined;
  }

  resolve(file: string, reference: Reference): Target | undefined {
    if ('module' in reference) return this.inModule(file, reference.module, reference.name);
    const imported = this.file(file)?.imports.get(reference.local);
    // `Namespace.member` of `import * as Namespace`: the member of that module.
    if (reference.member && imported?.name === '*') return this.inModule(file, imported.module, reference.member);
    return this.local(file, reference.local);
  }

  declarations(target: Target): Declaration[] {
    return 'file' in target ? (this.file(target.file)?.declarations.get(target.name) ?? []) : [];
  }
}

/** Every declaration of ours reachable from `roots` (with the file each reference is read in), and the package names met. */
function reach(graph: DeclarationGraph, roots: { file: string; references: Reference[] }[]) {
  const reached = new Map<string, { file: string; name: string }>();
  const packages = new Map<string, Set<string>>();
  const queue = [...roots];
  for (let item = queue.shift(); item; item = queue.shift()) {
    for (const reference of item.references) {
      const target = graph.resolve(item.file, reference);
      if (!target) continue;
      if ('module' in target) {
        packages.set(target.module, (packages.get(target.module) ?? new Set()).add(target.name));
        continue;
      }
      if (reached.has(keyOf(target))) continue;
      reached.set(keyOf(target), target);
      for (const declaration of graph.declarations(target)) queue.push({ file: target.file, references: declaration.references });
    }
  }
  return { reached, packages };
}

export function entrySurface(graph: DeclarationGraph, entry: Entry): EntrySurface {
  const parsed = graph.file(entry.file);
  if (!parsed) throw new Error(`no declarations emitted for ${entry.file}`);
  const exported = new Map<string, Exported>();
  const exportedKeys = new Set<string>();
  const roots: { file: string; references: Reference[] }[] = [];

  if (entry.global) {
    // The script-tag bundle: `declare global { interface Window { UniversalNav: ... } }` and what it names in its own file.
    exported.set('window', { file: entry.file, declarations: parsed.globals });
    for (const declaration of parsed.globals) roots.push({ file: entry.file, references: declaration.references });
  } else {
    for (const name of graph.exportNames(entry.file)) {
      const target = graph.exportOf(entry.file, name);
      if (!target || 'module' in target) throw new Error(`${entry.file} exports ${name}, which is no declaration of ours`);
      const declarations = graph.declarations(target);
      exported.set(name, { file: target.file, declarations, ...(target.name === name ? {} : { alias: target.name }) });
      exportedKeys.add(keyOf(target));
      for (const declaration of declarations) roots.push({ file: target.file, references: declaration.references });
    }
  }
  const { reached, packages } = reach(graph, roots);
  const reachedNotExported = new Map<string, Declaration[]>();
  for (const [key, target] of reached) {
    if (exportedKeys.has(key)) continue;
    // The bundle's own consts (UniversalNav, mount, preview) are its shape: printed with it.
    if (entry.global && target.file === entry.file) exported.set(target.name, { file: target.file, declarations: graph.declarations(target) });
    else reachedNotExported.set(key, graph.declarations(target));
  }
  return { entry, exported, reachedNotExported, packages, fromMain: new Set(), sharedWithMain: new Set() };
}

/** `import("../x.ts").Name` → `Name`: where a type comes from within the package is no part of the contract. */
const printable = (text: string) => text.replace(/import\("\.{1,2}\/[^"]*"\)\./g, '');

function block(declarations: Declaration[], alias?: string): string {
  const lines = declarations.map((declaration) => printable(declaration.text));
  return (alias ? [`// declared as ${alias}`, ...lines] : lines).join('\n');
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const nameList = (names: Iterable<string>) => [...names].sort(byName).join(', ');

/**
 * The Markdown page of every entry's surface. `sourceOf` names the source file of an entry's
 * declarations (`runtime/index.ts`), for the reader.
 */
export function renderSurface(surfaces: EntrySurface[], sourceOf: (entry: Entry) => string): string {
  const out: string[] = [
    '# Public surface',
    '',
    "What hosts code against, per entry point of package.json's `exports`: every exported name with its",
    'declaration as `tsc -p tsconfig.build.json` emits it (comments left out; values, then types, each',
    'sorted by name). Written by `runtime/publicSurface.test.ts`, which fails when the emitted surface',
    'differs: a diff here is a change of the public contract (DESIGN §4). After a deliberate change:',
    '`npx vitest run runtime/publicSurface.test.ts -u`, and say it in the README.',
  ];
  for (const surface of surfaces) {
    const { entry } = surface;
    const names = [...surface.exported.keys()].filter((name) => !surface.sharedWithMain.has(name));
    const values = names.filter((name) => surface.exported.get(name)!.declarations.some((declaration) => declaration.space === 'value')).sort(byName);
    const types = names.filter((name) => !values.includes(name)).sort(byName);
    const title = entry.global ? `\`window.UniversalNav\` (${entry.specifiers.map((s) => `\`${s}\``).join(', ')})` : entry.specifiers.map((s) => `\`${s}\``).join(', ');
    out.push('', `## ${title}`, '');
    out.push(
      entry.global
        ? `${sourceOf(entry)}: what the bundle declares on \`window\`, and its own declarations that names.`
        : `${sourceOf(entry)}: ${names.length + surface.sharedWithMain.size} names, ${values.length} values and ${types.length + surface.sharedWithMain.size} types.`,
    );
    const order = entry.global ? ['window', ...values, ...types.filter((name) => name !== 'window')] : [...values, ...types];
    const blocks = order.map((name) => block(surface.exported.get(name)!.declarations, surface.exported.get(name)!.alias));
    out.push('', '```ts', blocks.join('\n\n'), '```');
    if (surface.reachedNotExported.size > 0) {
      out.push('', 'Reached from these, exported by name from no entry point:', '', '```ts');
      const keys = [...surface.reachedNotExported.keys()].sort(byName);
      out.push(keys.map((key) => `// ${key.replace('#', ': ').replace(/\.d\.ts:/, '.ts:')}\n${block(surface.reachedNotExported.get(key)!)}`).join('\n\n'), '```');
    }
    if (surface.sharedWithMain.size > 0) out.push('', `Exported here too, declared above under \`${surfaces[0]!.entry.specifiers[0]}\`: ${nameList(surface.sharedWithMain)}.`);
    if (surface.fromMain.size > 0) out.push('', `Names these use that \`${surfaces[0]!.entry.specifiers[0]}\` exports: ${nameList(surface.fromMain)}.`);
    if (surface.packages.size > 0) {
      const modules = [...surface.packages.keys()].sort(byName).map((module) => `\`${module}\` (${nameList(surface.packages.get(module)!)})`);
      out.push('', `From packages (their own types, not re-exported): ${modules.join('; ')}.`);
    }
  }
  return `${out.join('\n')}\n`;
}

/**
 * The surfaces of all entries, with what an entry reaches that the main entry (the first) exports
 * counted as exported: a host of `universal-nav/server` imports those types from `universal-nav`.
 */
export function publicSurfaces(graph: DeclarationGraph, entries: Entry[]): EntrySurface[] {
  const surfaces = entries.map((entry) => entrySurface(graph, entry));
  const [main, ...others] = surfaces;
  if (!main) return surfaces;
  const mainKeys = new Map<string, string>();
  for (const name of main.exported.keys()) {
    const target = graph.exportOf(main.entry.file, name);
    if (target) mainKeys.set(keyOf(target), name);
  }
  for (const surface of others) {
    for (const key of surface.reachedNotExported.keys()) {
      if (mainKeys.has(key)) surface.reachedNotExported.delete(key);
    }
    for (const [name, { file, alias }] of surface.exported) {
      if (mainKeys.get(keyOf({ file, name: alias ?? name })) === name) surface.sharedWithMain.add(name);
    }
    // Name, in the section, the main entry's names its own declarations use directly.
    for (const [name, { file, declarations }] of surface.exported) {
      if (surface.sharedWithMain.has(name)) continue;
      for (const declaration of declarations) {
        for (const reference of declaration.references) {
          const target = graph.resolve(file, reference);
          const mainName = target && 'file' in target ? mainKeys.get(keyOf(target)) : undefined;
          if (mainName && !surface.exported.has(mainName)) surface.fromMain.add(mainName);
        }
      }
    }
  }
  return surfaces;
}
