import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { oneFileAlias, oneFileReact } from './build/one-file/alias.ts';
import { scriptTagReactAlias } from './build/script-tag-react/alias.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** Peers and dependencies stay outside the ES build; the script-tag build carries everything. */
const EXTERNAL = [/^react($|\/)/, /^react-dom($|\/)/, /^dompurify($|\/)/, /^html-react-parser($|\/)/, /^domhandler($|\/)/];
/** The server entry runs on Node: its packages, postcss and jsdom included, come from the host's node_modules. */
const SERVER_EXTERNAL = [...EXTERNAL, /^postcss($|\/)/, /^@csstools\//, /^jsdom($|\/)/, /^node:/];

// `vite build` makes the ES module build; `vite build --mode iife` the one-file script-tag bundle;
// `vite build --mode server` the server entry (dist/server/), and `--mode server-script-tag` its
// twin for pages hydrated by the script-tag bundle.
export default defineConfig(({ mode }) => {
  const iife = mode === 'iife';
  if (mode === 'server') return serverBuild();
  if (mode === 'server-script-tag') return serverBuild({ scriptTagReact: true });
  return {
    plugins: [react(), ...(iife ? [oneFileReact] : [])],
    // The script-tag bundle carries React 18 (build/script-tag-react); the ES build, the host's React.
    // It also inlines the search widget (build/one-file).
    resolve: iife ? { alias: [...scriptTagReactAlias, ...oneFileAlias] } : {},
    define: {
      __UNAV_VERSION__: JSON.stringify(pkg.version),
      ...(iife ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
    },
    build: {
      outDir: 'dist',
      emptyOutDir: !iife,
      sourcemap: true,
      target: 'es2020',
      // The browsers whose CSS the stylesheets are written for: logical properties (inset-inline-*)
      // and :is(). With es2020's older browsers as the target, the minifier rewrote each logical
      // inset into left/right chosen by :lang(), so a right-to-left page in a language not on its
      // list (or a page whose dir and lang disagree) got its menus on the wrong side.
      cssTarget: ['chrome88', 'edge88', 'firefox78', 'safari14.1'],
      minify: true,
      lib: iife
        ? { entry: 'runtime/iife.ts', formats: ['iife'], name: 'UniversalNavBundle', fileName: () => 'universal-nav.iife.js' }
        : { entry: 'runtime/index.ts', formats: ['es'], fileName: () => 'esm/index.js' },
      rollupOptions: iife
        ? {
            output: { inlineDynamicImports: true },
            // es2020 has no class fields: set them by assignment rather than through a defineProperty
            // helper. The same here, since no class in the bundle has a field that an inherited
            // accessor or read-only property of the same name would see (0.47 kB gzip).
            transform: { assumptions: { setPublicClassFields: true } },
          }
        : { external: EXTERNAL, output: { chunkFileNames: 'esm/chunks/[name]-[hash].js' } },
    },
  };
});

/**
 * `universal-nav/server`: an ES module for Node, with one file per chunk under dist/server/. The
 * script-tag twin (`universal-nav/server/script-tag`) carries the React 18 that the script-tag
 * bundle hydrates with: the two sides of a hydration must be the same React (their `useId`s differ
 * between majors).
 */
function serverBuild({ scriptTagReact = false } = {}) {
  return {
    plugins: [react()],
    define: { __UNAV_VERSION__: JSON.stringify(pkg.version) },
    resolve: scriptTagReact ? { alias: scriptTagReactAlias } : {},
    build: {
      outDir: 'dist/server',
      emptyOutDir: !scriptTagReact,
      sourcemap: true,
      target: 'node20',
      minify: false,
      ssr: 'runtime/server.ts',
      rollupOptions: {
        // The twin bundles React 18 and what calls into React (html-react-parser, with its domhandler).
        external: scriptTagReact ? SERVER_EXTERNAL.filter((pattern) => !/^\/\^(react|html-react-parser|domhandler)/.test(String(pattern))) : SERVER_EXTERNAL,
        output: scriptTagReact
          ? { entryFileNames: 'script-tag.js', chunkFileNames: 'script-tag/[name]-[hash].js' }
          : { entryFileNames: 'index.js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
    ssr: { target: 'node' as const, noExternal: scriptTagReact ? [/^react/, /^html-react-parser/, /^domhandler/, /build\/script-tag-react/] : [] },
  };
}
