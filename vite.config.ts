import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { BROWSER_TARGETS } from './build/browserTargets.ts';
import { scriptTagPreactAlias } from './build/script-tag-preact/alias.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** Peers and dependencies stay outside the ES build; the script-tag bundle carries everything. */
const EXTERNAL = [/^react($|\/)/, /^react-dom($|\/)/, /^dompurify($|\/)/, /^html-react-parser($|\/)/, /^domhandler($|\/)/];
/** The server entry runs on Node: its packages, postcss and jsdom included, come from the host's node_modules. */
const SERVER_EXTERNAL = [...EXTERNAL, /^postcss($|\/)/, /^@csstools\//, /^jsdom($|\/)/, /^node:/];

// `vite build` makes the ES module build; `vite build --mode server` the server entry
// (dist/server/), and `--mode server-script-tag` its twin for pages hydrated by the script-tag
// bundle. The script-tag bundle, an entry and its chunks, is built by build/script-tag/build.ts.
export default defineConfig(({ mode }) => {
  if (mode === 'server') return serverBuild();
  if (mode === 'server-script-tag') return serverBuild({ scriptTagPreact: true });
  return {
    plugins: [react()],
    define: { __UNAV_VERSION__: JSON.stringify(pkg.version) },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      ...BROWSER_TARGETS,
      minify: true,
      lib: { entry: 'runtime/index.ts', formats: ['es'], fileName: () => 'esm/index.js' },
      rollupOptions: { external: EXTERNAL, output: { chunkFileNames: 'esm/chunks/[name]-[hash].js', charset: 'ascii' } },
    },
  };
});

/**
 * `universal-nav/server`: an ES module for Node, one file (dist/server/index.js). The
 * script-tag twin (`universal-nav/server/script-tag`) renders with the Preact that the script-tag
 * bundle hydrates with (build/script-tag-preact/): the two sides of a hydration must be the same
 * renderer (their `useId`s differ).
 */
function serverBuild({ scriptTagPreact = false } = {}) {
  return {
    plugins: [react()],
    define: { __UNAV_VERSION__: JSON.stringify(pkg.version) },
    resolve: scriptTagPreact ? { alias: scriptTagPreactAlias } : {},
    build: {
      outDir: 'dist/server',
      emptyOutDir: !scriptTagPreact,
      sourcemap: true,
      target: 'node20',
      minify: false,
      ssr: 'runtime/server.ts',
      rollupOptions: {
        // The twin bundles Preact and what calls into React's API (html-react-parser, with its domhandler).
        external: scriptTagPreact ? SERVER_EXTERNAL.filter((pattern) => !/^\/\^(react|html-react-parser|domhandler)/.test(String(pattern))) : SERVER_EXTERNAL,
        // One file per entry: a chunk split would make the entry export its internals to its chunks,
        // and a server has nothing to load lazily.
        output: { entryFileNames: scriptTagPreact ? 'script-tag.js' : 'index.js', codeSplitting: false },
      },
    },
    ssr: { target: 'node' as const, noExternal: scriptTagPreact ? [/^react/, /^preact/, /^html-react-parser/, /^domhandler/] : [] },
  };
}
