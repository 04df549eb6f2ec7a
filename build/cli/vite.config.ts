import { chmodSync, cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};

/**
 * What an installed package finds beside it: its dependencies and peers (jsdom among them, loaded
 * only by lint and serve, which say how to install it when it is missing). Everything else, the
 * marketplace's WebSocket server included, is bundled.
 */
const EXTERNAL = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)].map((name) => new RegExp(`^${name}($|/)`));

/** The fixture data the marketplace serves (not its code, nor the React host page's app). */
const FIXTURE_FOLDERS = ['partners', 'personas', 'responses', 'catalogue'];

/** Copies the fixture data beside the bundle and makes the command executable. */
function packageFiles(): Plugin {
  return {
    name: 'universal-nav-cli-files',
    writeBundle() {
      for (const folder of FIXTURE_FOLDERS) cpSync(join(root, 'fixtures', folder), join(root, 'dist/cli/fixtures', folder), { recursive: true });
      chmodSync(join(root, 'dist/cli/universal-nav.js'), 0o755);
    },
  };
}

/**
 * The partners' command, `universal-nav init|lint|serve` (package.json `bin`): an ES module for
 * Node, dist/cli/universal-nav.js, with its lazily loaded parts in dist/cli/chunks/ (the linter and
 * the marketplace import jsdom: split off, `--help` and `init` run without it). Built after the
 * runtime: `serve` serves the package's dist/.
 */
export default defineConfig({
  root,
  define: { __UNAV_VERSION__: JSON.stringify(pkg.version) },
  plugins: [packageFiles()],
  build: {
    outDir: 'dist/cli',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    ssr: 'fixtures/server/partnerCli.ts',
    rollupOptions: {
      external: [...EXTERNAL, /^node:/],
      output: { format: 'es', entryFileNames: 'universal-nav.js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
  ssr: { target: 'node', noExternal: true },
});
