import { defineConfig } from 'vitest/config';
import unitConfig from './vitest.config.ts';
import { scriptTagPreactAlias } from './build/script-tag-preact/alias.ts';

/**
 * The component tests again, on the Preact that the script-tag bundle renders with
 * (build/script-tag-preact/): the runtime must behave alike on React and on preact/compat. Source
 * imports follow the alias; the libraries' CommonJS requires (Testing Library, html-react-parser)
 * are redirected to the same Preact files by a preload in each worker.
 */
export default defineConfig({
  ...unitConfig,
  resolve: { alias: scriptTagPreactAlias },
  test: {
    ...unitConfig.test,
    include: ['{engine,ui,services,widgets,runtime}/**/*.test.tsx', 'test/preact/*.test.tsx'],
    setupFiles: [...(unitConfig.test?.setupFiles ?? []), './test/preact/setup.ts'],
    execArgv: ['--require', './test/preact/resolvePreact.cjs'],
    // Each file its own module graph, as the React 18 run: the shared graph of the main run let
    // one file's module state (a loaded script, a lazy module) reach another's on Preact's timing.
    isolate: true,
  },
});
