/**
 * `npm run build`'s script-tag step: dist/universal-nav.iife.js, a classic script (DESIGN §4), and
 * its chunks in dist/chunks/, one per `import()` of the runtime (DESIGN §6 "Entry and chunks").
 *
 * A classic script's bundler makes one file, so the split is made in three passes:
 *   1. the entry, with each `import()` turned into loadChunk('key'): which modules it holds;
 *   2. each chunk on its own, taking from the entry's registry every module the entry holds (one
 *      React, one context object) and carrying the rest; a chunk's own `import()` adds a chunk;
 *   3. the entry again, now with the registry of what the chunks take and each chunk's file name
 *      and integrity (sha384), so that a page that pins the entry pins every chunk.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build, type InlineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { BROWSER_TARGETS } from '../browserTargets.ts';
import { oneFileAlias, oneFileReact } from '../one-file/alias.ts';
import { scriptTagPreactAlias } from '../script-tag-preact/alias.ts';
import {
  REGISTRY, chunkKey, createChunkSplit, projectPath, provideShared, recordModules, rewriteDynamicImports, sharedGlobal, takeFromEntry,
  type ChunkSplit,
} from './chunkPlugin.ts';
import { keptForChunks } from './keptForChunks.ts';

const OUT = 'dist';
const CHUNKS = 'chunks';
const ENTRY = 'runtime/iife.ts';
const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

/** The settings of every pass: the script-tag React, one-file aliases, the browsers of both builds. */
function scriptTagConfig(plugins: Plugin[], lib: { entry: string; name: string }, manifest: object, write: boolean): InlineConfig {
  return {
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), oneFileReact, ...plugins],
    resolve: { alias: [...scriptTagPreactAlias, ...oneFileAlias] },
    define: {
      __UNAV_VERSION__: JSON.stringify(version),
      __UNAV_CHUNKS__: JSON.stringify(manifest),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir: OUT,
      emptyOutDir: false,
      write,
      sourcemap: true,
      ...BROWSER_TARGETS,
      minify: true,
      lib: { entry: lib.entry, formats: ['iife'], name: lib.name, fileName: () => 'universal-nav.iife.js' },
      rollupOptions: {
        // ASCII only: a host page or CDN that names no charset gets the script decoded as
        // windows-1252, and the template markers (private-use characters) would no longer match.
        output: { globals: {}, charset: 'ascii' },
        // es2020 has no class fields: set them by assignment rather than through a defineProperty
        // helper. The same here, since no class in the bundle has a field that an inherited
        // accessor or read-only property of the same name would see (0.47 kB gzip).
        transform: { assumptions: { setPublicClassFields: true } },
      },
    },
  };
}

function onlyChunk(result: Awaited<ReturnType<typeof build>>): Rollup.OutputChunk {
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const chunks = outputs.filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0]) throw new Error(`expected one chunk, got ${chunks.length}`);
  return chunks[0];
}

interface BuiltChunk {
  key: string;
  file: string;
  integrity: string;
}

/**
 * One chunk: an IIFE that runs in its own scope, reads the entry's modules from the registry and
 * hands its exports to the registry's `d` under its key. Named by a hash of its bytes: a file served
 * `immutable` never changes under its name.
 */
async function bundleChunk(split: ChunkSplit, entry: string): Promise<Rollup.OutputChunk> {
  const config = scriptTagConfig([rewriteDynamicImports(split), ...takeFromEntry(split, entry)], { entry, name: '__unavChunk' }, {}, false);
  const output = config.build!.rollupOptions!.output as Rollup.OutputOptions;
  output.globals = (id: string) => sharedGlobal(split, id);
  return onlyChunk(await build(config));
}

async function buildChunk(split: ChunkSplit, entry: string): Promise<BuiltChunk> {
  const key = chunkKey(entry);
  const chunk = await bundleChunk(split, entry);
  const code = `(function(){\n${chunk.code.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '')}\n${REGISTRY}.d(${JSON.stringify(key)},__unavChunk)})();\n`;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
  const file = `${CHUNKS}/${basename(key)}-${hash}.js`;
  const map = chunk.map ? { ...chunk.map, mappings: `;${chunk.map.mappings}`, file: basename(file) } : undefined;
  writeFileSync(join(OUT, file), map ? `${code}//# sourceMappingURL=${basename(file)}.map\n` : code);
  if (map) writeFileSync(join(OUT, `${file}.map`), JSON.stringify(map));
  const bytes = readFileSync(join(OUT, file));
  return { key, file, integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}` };
}

/** The bundle must read the same in any charset a host or CDN names, or none (output.charset above). */
function assertAscii(path: string): void {
  const at = readFileSync(path).findIndex((byte) => byte > 0x7f);
  if (at >= 0) throw new Error(`${path} has a non-ASCII byte at ${at}: a page that names no charset would misread it`);
}

async function buildScriptTag(): Promise<void> {
  const split = createChunkSplit();
  // 1. The entry: which modules it holds, which chunks it asks for.
  let entryExports = new Map<string, readonly string[]>();
  const record = recordModules((kept) => {
    entryExports = kept;
    split.entryModules = new Set(kept.keys());
  });
  await build(scriptTagConfig([rewriteDynamicImports(split), record], { entry: ENTRY, name: 'UniversalNavBundle' }, {}, false));
  // 2. The chunks, and the chunks they ask for in turn: each built once to learn what it takes of
  // the entry, then, every chunk's names known, for its file.
  const done: string[] = [];
  const waiting = () => [...split.targets].filter((id) => !done.includes(id)).sort((a, b) => projectPath(a).localeCompare(projectPath(b)));
  for (let next = waiting(); next.length > 0; next = waiting()) {
    for (const entry of next) {
      if (split.entryModules.has(entry)) throw new Error(`${projectPath(entry)} is imported both statically and with import(): it cannot be a chunk`);
      done.push(entry);
      await bundleChunk(split, entry);
    }
  }
  split.namesKnown = true;
  rmSync(join(OUT, CHUNKS), { recursive: true, force: true });
  mkdirSync(join(OUT, CHUNKS), { recursive: true });
  const built: BuiltChunk[] = [];
  for (const entry of done) built.push(await buildChunk(split, entry));
  // Not an error: a few small names are cheaper kept than split out. Printed so that a large one shows.
  for (const { module, names } of keptForChunks(split.takenNames, entryExports)) {
    console.log(`kept in the entry for chunks alone: ${projectPath(module)}: ${names.join(', ')}`);
  }
  // 3. The entry, with the registry and the manifest.
  const manifest = Object.fromEntries(built.map(({ key, file, integrity }) => [key, [file, integrity]]));
  await build(scriptTagConfig([rewriteDynamicImports(split), provideShared(split)], { entry: ENTRY, name: 'UniversalNavBundle' }, manifest, true));
  for (const file of ['universal-nav.iife.js', ...built.map((chunk) => chunk.file)]) assertAscii(join(OUT, file));
  for (const { key, file } of built) console.log(`chunk ${key} -> ${OUT}/${file}`);
}

await buildScriptTag();
