import { defineConfig } from 'vitest/config';
import unitConfig from './vitest.config.ts';
import { react18Alias } from './build/react18/alias.ts';

/**
 * The component tests again, on React 18.3, the lowest React of the ES module's peer range: the
 * runtime must behave alike on both majors. Source imports follow the alias; the libraries' CommonJS requires
 * are redirected by a preload in each worker.
 */
export default defineConfig({
  ...unitConfig,
  resolve: { alias: react18Alias },
  test: {
    ...unitConfig.test,
    include: ['{engine,ui,services,widgets,runtime}/**/*.test.tsx', 'test/react18/*.test.tsx'],
    execArgv: ['--require', './test/react18/resolveReact18.cjs'],
    // Each file its own module graph: the preload redirects the libraries' requires of React per
    // module graph, and a graph shared between files mixes the two majors.
    isolate: true,
  },
});
