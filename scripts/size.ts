/**
 * Size budgets (issue: builds): the script-tag bundle as shipped, and the product's own code alone
 * (React, ReactDOM, DOMPurify and html-react-parser left out), both minified and gzipped.
 * Prints one line per entry and exits non-zero when a budget is exceeded. Run after `npm run build`.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

const KB = 1000;
const budgets = { iife: 115 * KB, own: 30 * KB };

function gzipSize(code: string | Buffer): number {
  return gzipSync(code, { level: 9 }).length;
}

/** Empties the stylesheets the runtime inlines (`?inline` imports); Vite's CSS step still runs on them. */
const withoutStylesheets = {
  name: 'without-stylesheets',
  enforce: 'pre' as const,
  load(id: string) {
    return /\.css\?inline$/.test(id) ? '' : undefined;
  },
};

async function ownCodeSize(options: { stylesheets: boolean }): Promise<number> {
  // domhandler is html-react-parser's node model: the nodes we hand to its converter.
  const external = [/^react($|\/)/, /^react-dom($|\/)/, /^dompurify$/, /^html-react-parser($|\/)/, /^domhandler$/];
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [react(), ...(options.stylesheets ? [] : [withoutStylesheets])],
    define: { __UNAV_VERSION__: '"size"', 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      lib: { entry: 'engine/iife.ts', formats: ['iife'], name: 'UniversalNavOwn' },
      rollupOptions: {
        external,
        output: { globals: (name: string) => name.replace(/\W/g, '_') },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  return outputs.reduce((sum, chunk) => sum + ('code' in chunk ? gzipSize(chunk.code) : 0), 0);
}

const iife = gzipSize(readFileSync('dist/universal-nav.iife.js'));
const own = await ownCodeSize({ stylesheets: true });
const ownScript = await ownCodeSize({ stylesheets: false });
const rows = [
  { entry: 'dist/universal-nav.iife.js (everything)', size: iife, budget: budgets.iife },
  { entry: "product's own code (no React, ReactDOM, DOMPurify, html-react-parser)", size: own, budget: budgets.own },
];
let failed = false;
for (const row of rows) {
  const ok = row.size <= row.budget;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${row.entry}: ${(row.size / KB).toFixed(2)} kB gzip of ${(row.budget / KB).toFixed(0)} kB (${((row.size / row.budget) * 100).toFixed(0)}%)`,
  );
}
// For information (no budget): how the own code divides between script and the inlined stylesheets.
console.log(`     of which the stylesheets: ${((own - ownScript) / KB).toFixed(2)} kB gzip, the script ${(ownScript / KB).toFixed(2)} kB`);
process.exit(failed ? 1 : 0);
