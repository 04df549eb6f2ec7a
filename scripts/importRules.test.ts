import { describe, expect, it } from 'vitest';
import { importViolations, isProductFile, packageName } from './importRules.ts';

const targetsBreaking = (file: string, targets: string[]) => importViolations(file, targets).map((violation) => violation.target);

describe('importViolations', () => {
  it('keeps React and the rest of the engine out of core', () => {
    expect(targetsBreaking('engine/core/x.ts', ['react', 'react-dom/client', 'engine/react/mount.tsx', 'engine/browser/browserEnv.ts'])).toEqual([
      'react',
      'react-dom/client',
      'engine/react/mount.tsx',
      'engine/browser/browserEnv.ts',
    ]);
    expect(targetsBreaking('engine/core/x.ts', ['engine/core/nav/y.ts', 'dompurify', 'domhandler', '@csstools/css-tokenizer'])).toEqual([]);
  });

  it('names the rule that is broken', () => {
    expect(importViolations('engine/core/x.ts', ['react'])).toEqual([
      { file: 'engine/core/x.ts', target: 'react', rule: 'core may import engine/core/ and dompurify, domhandler, @csstools/*' },
    ]);
  });

  it('lets the server use Node and postcss, the browser env no package', () => {
    expect(targetsBreaking('engine/server/x.ts', ['node:fs', 'postcss', 'engine/core/css/y.ts'])).toEqual([]);
    expect(targetsBreaking('engine/server/x.ts', ['react', 'engine/browser/browserEnv.ts'])).toEqual(['react', 'engine/browser/browserEnv.ts']);
    expect(targetsBreaking('engine/browser/x.ts', ['engine/core/env.ts'])).toEqual([]);
    expect(targetsBreaking('engine/browser/x.ts', ['react', 'node:fs'])).toEqual(['react', 'node:fs']);
  });

  it('keeps widgets, ui, the composition and the default templates out of the React renderer', () => {
    expect(targetsBreaking('engine/react/x.tsx', ['widgets/cart/Cart.tsx', 'ui/DropdownGroup.tsx', 'runtime/composition/Logo.tsx', 'runtime/templates/nav.css'])).toEqual([
      'widgets/cart/Cart.tsx',
      'ui/DropdownGroup.tsx',
      'runtime/composition/Logo.tsx',
      'runtime/templates/nav.css',
    ]);
    expect(
      targetsBreaking('engine/react/template/x.tsx', [
        'engine/react/context/NavContext.tsx',
        'engine/core/env.ts',
        'engine/browser/browserEnv.ts',
        'engine/react/one-file/react.ts',
        'react',
        'react-dom/client',
        'html-react-parser/lib/dom-to-react',
      ]),
    ).toEqual([]);
  });

  it('keeps a widget to its own folder', () => {
    expect(targetsBreaking('widgets/cart/x.ts', ['widgets/search/y.ts', 'runtime/composition/SearchBox.tsx', 'engine/react/mount.tsx'])).toEqual([
      'widgets/search/y.ts',
      'runtime/composition/SearchBox.tsx',
      'engine/react/mount.tsx',
    ]);
    expect(
      targetsBreaking('widgets/banners/impersonation/x.ts', [
        'widgets/banners/y.ts',
        'engine/core/env.ts',
        'engine/browser/browserEnv.ts',
        'engine/react/context/NavContext.tsx',
        'ui/useMenuButton.ts',
        'services/signals/signalsSocket.ts',
        'react',
      ]),
    ).toEqual([]);
  });

  it('holds the one-file stand-ins to the rule of the renderer: they may not reach widgets, the runtime or Node', () => {
    expect(targetsBreaking('engine/react/one-file/reactProperty.ts', ['engine/core/template/headerProfile.ts', 'react'])).toEqual([]);
    expect(targetsBreaking('engine/react/one-file/domhandler.ts', ['widgets/search/x.ts', 'runtime/index.ts', 'node:fs', 'postcss'])).toEqual([
      'widgets/search/x.ts',
      'runtime/index.ts',
      'node:fs',
      'postcss',
    ]);
  });

  it('keeps React, widgets and ui out of the services', () => {
    expect(targetsBreaking('services/signals/x.ts', ['engine/core/env.ts', 'engine/browser/browserEnv.ts', 'services/tabs/y.ts'])).toEqual([]);
    expect(targetsBreaking('services/signals/x.ts', ['react', 'widgets/notifications/Notifications.tsx', 'ui/Badge.tsx', 'engine/react/mount.tsx', 'runtime/index.ts'])).toEqual([
      'react',
      'widgets/notifications/Notifications.tsx',
      'ui/Badge.tsx',
      'engine/react/mount.tsx',
      'runtime/index.ts',
    ]);
  });

  it('keeps widgets and the runtime out of ui', () => {
    expect(targetsBreaking('ui/x.ts', ['widgets/cart/Cart.tsx', 'runtime/composition/Logo.tsx', 'engine/react/mount.tsx'])).toEqual([
      'widgets/cart/Cart.tsx',
      'runtime/composition/Logo.tsx',
      'engine/react/mount.tsx',
    ]);
    expect(targetsBreaking('ui/x.ts', ['ui/y.ts', 'engine/core/env.ts', 'engine/react/context/NavContext.tsx', 'react'])).toEqual([]);
  });

  it('lets the runtime (entries, composition, default templates) import every room below it, and nothing above', () => {
    const everything = ['engine/react/mount.tsx', 'engine/core/env.ts', 'engine/server/serverEnv.ts', 'ui/y.ts', 'services/signals/s.ts', 'widgets/cart/Cart.tsx', 'runtime/templates/nav.css', 'react', 'react-dom', 'postcss', 'node:fs'];
    expect(targetsBreaking('runtime/composition/x.tsx', everything)).toEqual([]);
    expect(targetsBreaking('runtime/index.ts', [...everything, 'runtime/composition/defaultComposition.ts'])).toEqual([]);
    expect(targetsBreaking('runtime/server.ts', ['authoring/lint/lintTemplate.ts', 'fixtures/server/cli.ts', 'jsdom', 'codemirror'])).toEqual([
      'authoring/lint/lintTemplate.ts',
      'fixtures/server/cli.ts',
      'jsdom',
      'codemirror',
    ]);
  });

  it('keeps the runtime, the authoring tools and the tooling out of every room below the runtime', () => {
    const above = ['runtime/index.ts', 'runtime/templates/defaultTemplates.ts', 'authoring/lint/lintTemplate.ts'];
    for (const file of ['engine/core/x.ts', 'engine/react/x.tsx', 'ui/x.ts', 'services/x/x.ts', 'widgets/cart/x.ts']) expect(targetsBreaking(file, above)).toEqual(above);
  });

  it('lets authoring use the engine and the runtime as a host does, and Node, jsdom and its editor', () => {
    expect(targetsBreaking('authoring/lint/x.ts', ['engine/core/template/sanitizeTemplate.ts', 'runtime/index.ts', 'authoring/templateFolder/y.ts', 'node:fs', 'jsdom', '@codemirror/view', 'fflate'])).toEqual([]);
    expect(targetsBreaking('authoring/playground/x.ts', ['fixtures/server/http.ts', 'scripts/size.ts', 'e2e/browser.ts', 'bench/run.ts', 'widgets/cart/Cart.tsx', 'playwright-core'])).toEqual([
      'fixtures/server/http.ts',
      'scripts/size.ts',
      'e2e/browser.ts',
      'bench/run.ts',
      'widgets/cart/Cart.tsx',
      'playwright-core',
    ]);
  });

  it('keeps the scripts out of the demo, the benches and the browser tests, and the benches and tests out of each other', () => {
    expect(targetsBreaking('fixtures/server/x.ts', ['scripts/size.ts', 'e2e/browser.ts', 'bench/run.ts', 'authoring/templateFolder/y.ts', 'runtime/server.ts'])).toEqual([
      'scripts/size.ts',
      'e2e/browser.ts',
      'bench/run.ts',
    ]);
    expect(targetsBreaking('bench/x.ts', ['scripts/size.ts', 'e2e/browser.ts', 'fixtures/server/cli.ts', 'test/chromium.ts'])).toEqual(['scripts/size.ts', 'e2e/browser.ts']);
    expect(targetsBreaking('e2e/x.ts', ['scripts/size.ts', 'bench/run.ts', 'fixtures/server/cli.ts', 'test/chromium.ts'])).toEqual(['scripts/size.ts', 'bench/run.ts']);
    expect(targetsBreaking('scripts/x.ts', ['e2e/browser.ts', 'bench/run.ts', 'fixtures/server/cli.ts'])).toEqual(['e2e/browser.ts', 'bench/run.ts']);
  });

  it('keeps test code out of every product and authoring file', () => {
    const testCode = ['test/testEnv.ts', 'widgets/cart/cartResponse.testkit.ts', 'engine/core/x.test.ts', 'fixtures/server/app.ts', 'e2e/browser.ts', 'bench/run.ts', 'scripts/size.ts'];
    expect(targetsBreaking('runtime/composition/x.tsx', testCode)).toEqual(testCode);
    expect(targetsBreaking('authoring/cli/x.ts', ['test/testEnv.ts', 'authoring/cli/y.testkit.ts'])).toEqual(['test/testEnv.ts', 'authoring/cli/y.testkit.ts']);
    expect(targetsBreaking('widgets/cart/x.ts', ['widgets/cart/cartResponse.testkit.ts'])).toEqual(['widgets/cart/cartResponse.testkit.ts']);
  });

  it('lets tests and test kits import anything', () => {
    expect(targetsBreaking('engine/core/x.test.ts', ['react', 'test/testEnv.ts', 'widgets/cart/Cart.tsx'])).toEqual([]);
    expect(targetsBreaking('widgets/cart/x.testkit.ts', ['widgets/search/y.ts', 'node:fs'])).toEqual([]);
    expect(targetsBreaking('test/renderWithNav.tsx', ['widgets/cart/Cart.tsx'])).toEqual([]);
  });
});

describe('isProductFile', () => {
  it('is a .ts/.tsx file of a product folder that is no test code', () => {
    expect(['engine/core/env.ts', 'widgets/cart/Cart.tsx', 'services/signals/x.ts', 'runtime/templates/defaultTemplates.ts'].every(isProductFile)).toBe(true);
    expect(['engine/core/env.test.ts', 'widgets/cart/x.testkit.ts', 'engine/core/test/x.ts', 'scripts/size.ts', 'authoring/lint/x.ts', 'runtime/templates/nav.css'].some(isProductFile)).toBe(false);
  });
});

describe('packageName', () => {
  it('drops the path inside a package, keeping a scope', () => {
    expect(['react-dom/client', '@csstools/css-tokenizer/dist/x.js', 'node:fs'].map(packageName)).toEqual(['react-dom', '@csstools/css-tokenizer', 'node:fs']);
  });
});
