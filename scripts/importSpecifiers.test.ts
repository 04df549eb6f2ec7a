import { describe, expect, it } from 'vitest';
import { readImportSpecifiers, resolveImport } from './importSpecifiers.ts';

describe('readImportSpecifiers', () => {
  it('reads static imports, re-exports and lazy imports, in source order', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      'import {',
      '  c,',
      '  d,',
      "} from './cd.ts';",
      "import './side.css';",
      "export * from './all.ts';",
      "export { e } from 'react';",
      "const lazy = () => import('./lazy.tsx');",
      "type T = typeof import('./typed.ts');",
    ].join('\n');
    expect(readImportSpecifiers(source)).toEqual(['./a.ts', '../b.ts', './cd.ts', './side.css', './all.ts', 'react', './lazy.tsx', './typed.ts']);
  });

  it('skips comments and code that only looks alike', () => {
    const source = [
      '/**',
      " * import x from './doc.ts'; or import('./doc.ts')",
      ' */',
      "// const lazy = import('./commented.ts');",
      "export const from = 'value';",
      "export function f() { return 'text'; }",
    ].join('\n');
    expect(readImportSpecifiers(source)).toEqual([]);
  });
});

describe('resolveImport', () => {
  it('makes a relative specifier repo-relative, without a query, and keeps a package as written', () => {
    expect(resolveImport('runtime/composition/x.ts', '../templates/nav.css?inline')).toBe('runtime/templates/nav.css');
    expect(resolveImport('widgets/cart/x.ts', './y.ts')).toBe('widgets/cart/y.ts');
    expect(resolveImport('widgets/cart/x.ts', 'react-dom/client')).toBe('react-dom/client');
  });
});
