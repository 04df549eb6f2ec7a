/**
 * Size budgets (DESIGN §6): the script-tag bundle's entry as shipped, the entry with every chunk,
 * and the product's own code in the entry alone (React, ReactDOM, DOMPurify and html-react-parser
 * left out), all minified and gzipped, against their ceilings; each chunk's size. Then each part's
 * share of the entry's own code, and with `--files` each source file's. Exits non-zero when a
 * ceiling is passed. Run after `npm run build`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';
import { oneFileAlias, oneFileReact } from '../build/one-file/alias.ts';
import { createChunkSplit, rewriteDynamicImports } from '../build/script-tag/chunkPlugin.ts';
import { fileOfSource, type InlinedText, shareOfOwnCode } from './sizeShares.ts';

const KB = 1000;
const ceilings = { entry: 95 * KB, total: 125 * KB, own: 36 * KB };

function gzipSize(code: string | Buffer): number {
  return gzipSync(code, { level: 9 }).length;
}

/** Empties the stylesheets the runtime inlines (`?inline` imports); Vite's CSS step still runs on them. */
const withoutStylesheets = {
  name: 'without-stylesheets',
  enforce: 'pre' as const,
  load(id: string) {
    return id.endsWith('.css?inline') ? '' : undefined;
  },
};

/** The inlined stylesheets as the build minified them, so that each counts as its widget's. */
const inlinedStylesheets: InlinedText[] = [];
const recordStylesheets = {
  name: 'record-stylesheets',
  enforce: 'post' as const,
  transform(code: string, id: string) {
    const literal = id.endsWith('.css?inline') ? /^export default (".*");?\s*$/s.exec(code)?.[1] : undefined;
    if (literal) inlinedStylesheets.push({ source: id, text: JSON.parse(literal) as string });
    return undefined;
  },
};

async function buildOwnCode(options: { stylesheets: boolean }): Promise<Rollup.OutputChunk> {
  // domhandler is html-react-parser's node model: the nodes we hand to its converter.
  const outside = [/^react($|\/)/, /^react-dom($|\/)/, /^dompurify$/, /^html-react-parser($|\/)/, /^domhandler$/];
  // The runtime's React imports go through the one-file bundle's react.ts and jsxRuntime.ts, as it ships.
  const external = (id: string, importer?: string) => outside.some((pattern) => pattern.test(id)) && !oneFileReact.resolveId(id, importer);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    // The entry's own code: each `import()` is a chunk's load, as in the script-tag build.
    plugins: [react(), oneFileReact, rewriteDynamicImports(createChunkSplit()), options.stylesheets ? recordStylesheets : withoutStylesheets],
    resolve: { alias: oneFileAlias },
    define: { __UNAV_VERSION__: '"size"', 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      sourcemap: true,
      lib: { entry: 'runtime/iife.ts', formats: ['iife'], name: 'UniversalNavOwn' },
      rollupOptions: {
        external,
        output: { globals: (name: string) => name.replace(/\W/g, '_') },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const chunks = outputs.filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0]) throw new Error(`expected one chunk, got ${chunks.length}`);
  return chunks[0];
}

const entry = gzipSize(readFileSync('dist/universal-nav.iife.js'));
const chunks = readdirSync('dist/chunks').filter((file) => file.endsWith('.js')).sort()
  .map((file) => ({ file, size: gzipSize(readFileSync(`dist/chunks/${file}`)) }));
const total = entry + chunks.reduce((sum, chunk) => sum + chunk.size, 0);
const ownChunk = await buildOwnCode({ stylesheets: true });
const own = gzipSize(ownChunk.code);
const ownScript = gzipSize((await buildOwnCode({ stylesheets: false })).code);

let failed = false;
for (const row of [
  { entry: 'dist/universal-nav.iife.js, the entry (everything)', size: entry, ceiling: ceilings.entry },
  { entry: `the entry and its ${chunks.length} chunks`, size: total, ceiling: ceilings.total },
  { entry: "product's own code in the entry (no renderer, DOMPurify, html-react-parser)", size: own, ceiling: ceilings.own },
]) {
  const ok = row.size <= row.ceiling;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${row.entry}: ${(row.size / KB).toFixed(2)} kB gzip of ${(row.ceiling / KB).toFixed(0)} kB (${((row.size / row.ceiling) * 100).toFixed(0)}%)`,
  );
}
console.log('     each chunk (dist/chunks/, loaded when wanted):');
for (const chunk of chunks) console.log(`       ${(chunk.size / KB).toFixed(2).padStart(6)} kB  ${chunk.file}`);
// For information (no ceiling): how the own code divides, first between script and stylesheets,
// then between the parts of the code, each as what leaving it out of the minified file would save.
console.log(`     of which the stylesheets: ${((own - ownScript) / KB).toFixed(2)} kB gzip, the script ${(ownScript / KB).toFixed(2)} kB`);
if (!ownChunk.map) throw new Error('the own-code build wrote no source map');
const shares = shareOfOwnCode(ownChunk.code, decode(ownChunk.map.mappings), ownChunk.map.sources, gzipSize, inlinedStylesheets);
console.log('     share of each part (minified bytes; gzip kB the file would lose without it):');
for (const share of shares) {
  console.log(`       ${share.part.padEnd(22)} ${String(share.minified).padStart(7)} B  ${(share.gzip / KB).toFixed(2).padStart(6)} kB`);
}
if (process.argv.includes('--files')) {
  const files = shareOfOwnCode(ownChunk.code, decode(ownChunk.map.mappings), ownChunk.map.sources, gzipSize, inlinedStylesheets, fileOfSource);
  console.log('     share of each source file (minified bytes; gzip kB the file would lose without it):');
  for (const share of files) {
    console.log(`       ${String(share.minified).padStart(7)} B  ${(share.gzip / KB).toFixed(2).padStart(6)} kB  ${share.part}`);
  }
}
process.exit(failed ? 1 : 0);
