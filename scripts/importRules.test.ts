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

  it('keeps widgets, ui and the composition out of the runtime', () => {
    expect(targetsBreaking('engine/react/x.tsx', ['widgets/cart/Cart.tsx', 'ui/DropdownGroup.tsx', 'placeholders/Logo.tsx'])).toEqual([
      'widgets/cart/Cart.tsx',
      'ui/DropdownGroup.tsx',
      'placeholders/Logo.tsx',
    ]);
    expect(
      targetsBreaking('engine/react/template/x.tsx', [
        'engine/react/context/NavContext.tsx',
        'engine/core/env.ts',
        'engine/browser/browserEnv.ts',
        'templates/nav.css',
        'react',
        'react-dom/client',
        'html-react-parser/lib/dom-to-react',
      ]),
    ).toEqual([]);
  });

  it('keeps a widget to its own folder', () => {
    expect(targetsBreaking('widgets/cart/x.ts', ['widgets/search/y.ts', 'placeholders/SearchBox.tsx', 'engine/react/mount.tsx'])).toEqual([
      'widgets/search/y.ts',
      'placeholders/SearchBox.tsx',
      'engine/react/mount.tsx',
    ]);
    expect(
      targetsBreaking('widgets/banners/impersonation/x.ts', [
        'widgets/banners/y.ts',
        'engine/core/env.ts',
        'engine/browser/browserEnv.ts',
        'engine/react/context/NavContext.tsx',
        'ui/useMenuButton.ts',
        'react',
      ]),
    ).toEqual([]);
  });

  it('keeps widgets and the runtime out of ui', () => {
    expect(targetsBreaking('ui/x.ts', ['widgets/cart/Cart.tsx', 'placeholders/Logo.tsx', 'engine/react/mount.tsx'])).toEqual([
      'widgets/cart/Cart.tsx',
      'placeholders/Logo.tsx',
      'engine/react/mount.tsx',
    ]);
    expect(targetsBreaking('ui/x.ts', ['ui/y.ts', 'engine/core/env.ts', 'engine/react/context/NavContext.tsx', 'react'])).toEqual([]);
  });

  it('lets the composition and the entry import every layer', () => {
    const everything = ['engine/react/mount.tsx', 'engine/core/env.ts', 'ui/y.ts', 'widgets/cart/Cart.tsx', 'templates/nav.css', 'react'];
    expect(targetsBreaking('placeholders/x.tsx', everything)).toEqual([]);
    expect(targetsBreaking('engine/index.ts', [...everything, 'placeholders/defaultComposition.ts'])).toEqual([]);
    // The server entry renders the React tree of the default composition with the server's CSS reader.
    expect(targetsBreaking('engine/server.ts', [...everything, 'engine/server/serverEnv.ts', 'react-dom', 'placeholders/defaultComposition.ts'])).toEqual([]);
  });

  it('keeps templates to their own files and core', () => {
    expect(targetsBreaking('templates/x.ts', ['templates/headerIn.html', 'engine/core/env.ts', 'engine/react/mount.tsx', 'widgets/cart/Cart.tsx', 'react'])).toEqual([
      'engine/react/mount.tsx',
      'widgets/cart/Cart.tsx',
      'react',
    ]);
  });

  it('keeps test code and tooling out of every product file', () => {
    const testCode = ['test/testEnv.ts', 'widgets/cart/cartResponse.testkit.ts', 'engine/core/x.test.ts', 'fixtures/server/app.ts', 'e2e/browser.ts', 'bench/run.ts', 'scripts/size.ts'];
    expect(targetsBreaking('placeholders/x.tsx', testCode)).toEqual(testCode);
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
    expect(['engine/core/env.ts', 'widgets/cart/Cart.tsx', 'templates/defaultTemplates.ts'].every(isProductFile)).toBe(true);
    expect(['engine/core/env.test.ts', 'widgets/cart/x.testkit.ts', 'engine/core/test/x.ts', 'scripts/size.ts', 'templates/nav.css'].some(isProductFile)).toBe(false);
  });
});

describe('packageName', () => {
  it('drops the path inside a package, keeping a scope', () => {
    expect(['react-dom/client', '@csstools/css-tokenizer/dist/x.js', 'node:fs'].map(packageName)).toEqual(['react-dom', '@csstools/css-tokenizer', 'node:fs']);
  });
});
