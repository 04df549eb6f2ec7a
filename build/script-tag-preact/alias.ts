/**
 * The script-tag bundle renders with Preact's React compatibility layer (`preact/compat`): about
 * 10 kB gzip where React 18 and its react-dom are 44.5 kB, so a page that embeds the header with
 * one `<script>` pays for the header, not for a second copy of a framework. The runtime is written
 * against React's API and only what preact/compat also offers: the unit tests run it on React 19
 * (the ES module's peer) and again on Preact (vitest.preact.config.ts), and the browser tests run
 * the bundle itself. The server twin (`universal-nav/server/script-tag`) renders with the same
 * Preact, so that a hydrated page meets the markup it would have drawn itself.
 */
export const scriptTagPreactAlias = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^(react|react-dom)$/, replacement: 'preact/compat' },
];
