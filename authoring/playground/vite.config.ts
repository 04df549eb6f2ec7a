import { defineConfig } from 'vite';

/**
 * The template playground's app (/playground): `app.ts` with CodeMirror, into dist/playground/.
 * Only that page loads it; the preview itself runs the script-tag bundle in a frame.
 */
export default defineConfig({
  build: {
    outDir: 'dist/playground',
    emptyOutDir: true,
    target: 'es2022',
    // CodeMirror with its HTML, CSS and JavaScript modes: one file for one local page.
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      input: 'authoring/playground/app.ts',
      output: { entryFileNames: 'app.js', chunkFileNames: 'chunks/[name]-[hash].js', format: 'es' },
    },
  },
});
