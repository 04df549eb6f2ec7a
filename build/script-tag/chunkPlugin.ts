import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { importedNames } from './importedNames.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The loader every rewritten `import()` calls (runtime/script-tag/loadChunk.ts). */
export const LOADER = fileURLToPath(new URL('../../runtime/script-tag/loadChunk.ts', import.meta.url));
/** The module whose text the entry's last pass replaces with the shared registry. */
export const SHARED_MODULES = fileURLToPath(new URL('../../runtime/script-tag/sharedModules.ts', import.meta.url));

/** A dynamic `import('...')` with a literal specifier, as the runtime writes them. */
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;

/** A module's name in chunk keys and error messages: its path from the project's root. */
export const projectPath = (id: string): string => relative(ROOT, id.replace(/\?.*$/, '')).replace(/\\/g, '/');

/** A chunk's key: the path of the module it starts from, without its extension. */
export const chunkKey = (id: string): string => projectPath(id).replace(/\.[cm]?[jt]sx?$/, '');

export interface ChunkSplit {
  /** Chunk entries found so far (resolved ids), each a module some `import()` asks for. */
  readonly targets: Set<string>;
  /** The modules the entry keeps code of: what a chunk takes from the entry rather than carrying. */
  entryModules: ReadonlySet<string>;
  /** The entry modules the chunks take, in the order of their index in the registry. */
  readonly shared: string[];
  /** What the chunks take of each entry module: the names, or '*' for the whole namespace. */
  readonly takenNames: Map<string, Set<string>>;
  /** Of each chunk (its entry's id), what it takes of each entry module. */
  readonly chunkNames: Map<string, Map<string, Set<string>>>;
  /**
   * Set once every chunk has been built to learn what it takes: from then on a chunk reads the
   * names of an entry module by their place in the module's registry slot (registrySlotNames).
   */
  namesKnown: boolean;
}

export function createChunkSplit(): ChunkSplit {
  return { targets: new Set(), entryModules: new Set(), shared: [], takenNames: new Map(), chunkNames: new Map(), namesKnown: false };
}

/** The parser's language for a module id: its extension's, JavaScript for a package's. */
function langOf(id: string): 'js' | 'jsx' | 'ts' | 'tsx' | undefined {
  const extension = /\.([cm]?[jt]sx?)$/.exec(id.replace(/\?.*$/, ''))?.[1];
  if (!extension) return undefined;
  return extension.endsWith('tsx') ? 'tsx' : extension.endsWith('ts') ? 'ts' : extension.endsWith('jsx') ? 'jsx' : 'js';
}

/**
 * Rewrites each `import('x')` of the project's own code into `loadChunk('key')`: the script-tag
 * bundle is a classic script, whose bundler makes one file, so the split is made here. The ES build
 * does not use this plugin: there `import()` splits as it is.
 */
export function rewriteDynamicImports(split: ChunkSplit): Plugin {
  return {
    name: 'script-tag-dynamic-imports',
    async transform(code, id) {
      if (id.includes('node_modules') || id.startsWith('\0') || !code.includes('import(')) return null;
      const found: { text: string; key: string }[] = [];
      for (const match of code.matchAll(DYNAMIC_IMPORT)) {
        const resolved = await this.resolve(match[2] as string, id);
        if (!resolved) this.error(`cannot resolve ${match[2]} from ${projectPath(id)}`);
        split.targets.add(resolved.id);
        found.push({ text: match[0], key: chunkKey(resolved.id) });
      }
      if (found.length === 0) return null;
      let rewritten = code;
      for (const { text, key } of found) rewritten = rewritten.split(text).join(`__unavLoadChunk(${JSON.stringify(key)})`);
      return { code: `import { loadChunk as __unavLoadChunk } from ${JSON.stringify(LOADER)};\n${rewritten}`, map: null };
    },
  };
}

/** The global the entry keeps its shared modules on, and chunks hand their exports to. */
export const REGISTRY = '__unavShared';

/** The id of the module through which a chunk reads one entry module's names from the registry. */
const SLOT_PREFIX = '\0unav-slot:';

/** An entry module's names in its registry slot, in their places (the entry's and every chunk's order). */
export function registrySlotNames(split: ChunkSplit, module: string): string[] {
  return [...(split.takenNames.get(module) ?? [])].sort();
}

/**
 * Whether the chunks take a module whole (`import *`, `export *`): its slot is then its namespace.
 * So too, to be safe, for a module whose names no chunk's code showed.
 */
const takenWhole = (split: ChunkSplit, module: string): boolean => split.takenNames.get(module)?.has('*') ?? true;

/**
 * In a chunk's build: every module the entry already holds is taken from the entry's registry
 * (one React, one context object, one store), the rest goes into the chunk. Each chunk is built
 * twice: first to learn what it takes of each entry module (and which chunks it asks for in turn),
 * then, once every chunk's names are known, for its file, reading each name by its place in the
 * module's slot (an array: names would cost the entry their text, about 1.3 kB gzip).
 */
export function takeFromEntry(split: ChunkSplit, chunkEntry: string): Plugin[] {
  const taken = new Set<string>();
  const ownNames = split.chunkNames.get(chunkEntry) ?? new Map<string, Set<string>>();
  split.chunkNames.set(chunkEntry, ownNames);
  const resolver: Plugin = {
    name: 'script-tag-take-from-entry',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith(SLOT_PREFIX)) return source;
      if (importer === undefined) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.id === chunkEntry || !split.entryModules.has(resolved.id)) return resolved;
      taken.add(resolved.id);
      if (split.namesKnown && !takenWhole(split, resolved.id)) return `${SLOT_PREFIX}${resolved.id}`;
      return { id: resolved.id, external: true };
    },
    load(id) {
      if (!id.startsWith(SLOT_PREFIX)) return null;
      const module = id.slice(SLOT_PREFIX.length);
      const places = registrySlotNames(split, module);
      const names = [...(ownNames.get(module) ?? [])].sort();
      return [
        `const slot = ${sharedGlobal(split, module)};`,
        ...names.map((name, n) => `const v${n} = slot[${places.indexOf(name)}];`),
        `export { ${names.map((name, n) => `v${n} as ${name}`).join(', ')} };`,
        '',
      ].join('\n');
    },
    // Modules resolve in parallel: their registry places are given in the order of their paths,
    // so that the same sources build the same bytes.
    buildEnd() {
      const added = [...taken].filter((id) => !split.shared.includes(id));
      if (split.namesKnown && added.length > 0) this.error(`${projectPath(chunkEntry)} takes modules its first build did not: ${added.map(projectPath).join(', ')}`);
      split.shared.push(...added.sort((a, b) => projectPath(a).localeCompare(projectPath(b))));
    },
  };
  // What each module of the chunk imports from the entry's modules, read from its code once every
  // other transform has run (the JSX runtime's imports, the chunk loader's, types gone): the entry
  // then hands the chunks those bindings only (provideShared), not whole namespaces, which would
  // keep every export of a shared module in the entry.
  const recorder: Plugin = {
    name: 'script-tag-record-taken-names',
    enforce: 'post',
    async transform(code, id) {
      if (split.namesKnown || id.startsWith('\0') || !langOf(id)) return null;
      for (const [source, names] of importedNames(this.parse(code))) {
        const resolved = await this.resolve(source, id, { skipSelf: true });
        if (!resolved || !split.entryModules.has(resolved.id)) continue;
        for (const into of [split.takenNames, ownNames]) {
          const known = into.get(resolved.id) ?? new Set<string>();
          for (const name of names) known.add(name);
          into.set(resolved.id, known);
        }
      }
      return null;
    },
  };
  return [resolver, recorder];
}

/** The expression a chunk reads a shared module with. */
export function sharedGlobal(split: ChunkSplit, id: string): string {
  const index = split.shared.indexOf(id);
  if (index < 0) throw new Error(`${projectPath(id)} is not a shared module`);
  return `${REGISTRY}.m[${index}]`;
}

/**
 * The entry's last pass: the registry module gives each shared module, in order, as what the chunks
 * take of it: an array of the names they import, in their places (registrySlotNames), or the
 * module's namespace where a chunk takes it whole (`import *`, `export *`). The values are read
 * when the first chunk loads, after the entry has run whole: the runtime exports no binding that
 * changes after that (`export let`, refused here), so a value read then stays the binding's.
 */
export function provideShared(split: ChunkSplit): Plugin {
  return {
    name: 'script-tag-shared-modules',
    load(id) {
      if (id !== SHARED_MODULES) return null;
      const imports: string[] = [];
      const slots = split.shared.map((module, index) => {
        if (takenWhole(split, module)) {
          imports.push(`import * as m${index} from ${JSON.stringify(module)};`);
          return `m${index}`;
        }
        if (!module.includes('/node_modules/') && /\bexport\s+(let|var)\b/.test(readFileSync(module.replace(/\?.*$/, ''), 'utf8'))) {
          this.error(`${projectPath(module)} exports a let or var: the registry hands chunks values, not live bindings`);
        }
        const bindings = registrySlotNames(split, module).map((name, n) => ({ name, local: `m${index}_${n}` }));
        imports.push(`import { ${bindings.map(({ name, local }) => `${name} as ${local}`).join(', ')} } from ${JSON.stringify(module)};`);
        return `[${bindings.map(({ local }) => local).join(', ')}]`;
      });
      // A function, read once the entry has run whole: the loader itself is among the modules (a
      // chunk's own import() calls it), and a list made while it is still being set up would hold
      // nothing in its place.
      return [...imports, `export const sharedModules = () => [${slots.join(', ')}];`, ''].join('\n');
    },
  };
}

/**
 * Records the modules a build's output holds, each with the exports it kept: those of which some
 * code was kept. A module the entry imports but tree-shakes away whole (an export only a chunk
 * uses) is not the entry's, so a chunk that needs it carries it: taking it from the registry
 * would put it back into the entry for that chunk alone.
 */
export function recordModules(into: (kept: Map<string, readonly string[]>) => void): Plugin {
  return {
    name: 'script-tag-record-modules',
    generateBundle(_options, bundle) {
      const kept = new Map<string, readonly string[]>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(output.modules)) if (module.renderedLength > 0) kept.set(id, module.renderedExports);
      }
      into(kept);
    },
  };
}
