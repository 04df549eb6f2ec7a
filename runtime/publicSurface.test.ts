/**
 * The public surface of every entry point (DESIGN §4), from the declarations `tsc` emits, held to
 * runtime/publicSurface.api.md: a change of what hosts code against shows as a diff of that page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { emitDeclarations } from '../test/publicSurface/emitDeclarations.ts';
import { readDeclarationFile } from '../test/publicSurface/declarationFile.ts';
import { DeclarationGraph, publicSurfaces, renderSurface, type Entry, type EntrySurface } from '../test/publicSurface/publicSurface.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The script-tag bundle's entry (build/script-tag/build.ts): its surface is `window.UniversalNav`. */
const IIFE_SOURCE = 'runtime/iife.ts';

interface PackageJson {
  name: string;
  exports: Record<string, string | { types?: string }>;
}

/** The entry points of package.json's `exports`, the main one first; those with one `types` file share an entry. */
function entryPoints(pkg: PackageJson): Entry[] {
  const entries: Entry[] = [];
  for (const [key, value] of Object.entries(pkg.exports)) {
    // The package's own metadata and its stylesheet: no code, no types.
    if (key === './package.json' || key.endsWith('.css')) continue;
    const specifier = key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`;
    if (key === './iife') {
      entries.push({ specifiers: [specifier], file: IIFE_SOURCE.replace(/\.ts$/, '.d.ts'), global: true });
      continue;
    }
    const types = typeof value === 'object' ? value.types : undefined;
    if (!types?.startsWith('./dist/types/')) throw new Error(`package.json exports ${key} with no types under dist/types: add it to this test`);
    const file = types.slice('./dist/types/'.length);
    const same = entries.find((entry) => entry.file === file);
    if (same) same.specifiers.push(specifier);
    else entries.push({ specifiers: [specifier], file });
  }
  return entries.sort((a, b) => Number(Boolean(a.global)) - Number(Boolean(b.global)) || Number(a.specifiers[0] !== pkg.name) - Number(b.specifiers[0] !== pkg.name));
}

const sourceOf = (entry: Entry) => ['.ts', '.tsx'].map((extension) => entry.file.replace(/\.d\.ts$/, extension)).find((file) => existsSync(`${root}/${file}`)) ?? entry.file;

describe('the public surface', () => {
  let surfaces: EntrySurface[] = [];
  let page = '';

  beforeAll(() => {
    // Emitted afresh on every run (tsc takes a few seconds), into a temporary folder removed after.
    const emitted = emitDeclarations(root, [IIFE_SOURCE]);
    try {
      const pkg = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as PackageJson;
      surfaces = publicSurfaces(new DeclarationGraph(emitted.read), entryPoints(pkg));
      page = renderSurface(surfaces, sourceOf);
    } finally {
      emitted.remove();
    }
  }, 120_000);

  it('is the one in runtime/publicSurface.api.md (after a deliberate change: vitest run -u)', async () => {
    await expect(page).toMatchFileSnapshot('./publicSurface.api.md');
  });

  it("covers every entry point of package.json, the script tag's window.UniversalNav included", () => {
    expect(surfaces.map((surface) => surface.entry.specifiers)).toEqual([['universal-nav'], ['universal-nav/server', 'universal-nav/server/script-tag'], ['universal-nav/iife']]);
    expect(page).toContain('UniversalNav: typeof UniversalNav;');
  });

  it('exports by name every type of ours that an exported function, component or type reaches', () => {
    // What a server entry reaches may come from `universal-nav` instead (publicSurfaces): its own
    // exports stay the documented ones.
    const unnamed = surfaces.map((surface) => [surface.entry.specifiers[0], [...surface.reachedNotExported.keys()]]);
    expect(unnamed).toEqual(surfaces.map((surface) => [surface.entry.specifiers[0], []]));
  });

  it('holds no path of this machine', () => {
    expect(page).not.toContain(root.replace(/[\\/]$/, ''));
    expect(page).not.toMatch(/import\("\./);
  });
});

describe('reading a .d.ts', () => {
  const file = readDeclarationFile(`
import type { A } from './a.ts';
import { type B as Bee } from './b.ts';
import * as ns from './n.ts';
/** a comment // with slashes */
export declare const one: A, two: import("./c.ts").C;
export interface Shape extends Bee<{ x: 1 }> {
    A: string;
    url?: 'https://example.com/;{';
    pick(value: A): Bee<A> extends A ? Local : never;
}
interface Local { [key: string]: number }
export { Local as Renamed };
export * from './d.ts';
export type Alias = ns.Thing;
`);

  it('reads imports, each declarator of a const, block declarations and re-exports', () => {
    expect([...file.imports]).toEqual([
      ['A', { module: './a.ts', name: 'A' }],
      ['Bee', { module: './b.ts', name: 'B' }],
      ['ns', { module: './n.ts', name: '*' }],
    ]);
    expect([...file.declarations.keys()]).toEqual(['one', 'two', 'Shape', 'Local', 'Alias']);
    expect(file.declarations.get('two')![0]!.text).toBe('const two: import("./c.ts").C;');
    expect([...file.exports]).toEqual([
      ['one', { local: 'one' }],
      ['two', { local: 'two' }],
      ['Shape', { local: 'Shape' }],
      ['Renamed', { local: 'Local' }],
      ['Alias', { local: 'Alias' }],
    ]);
    expect(file.starExports).toEqual(['./d.ts']);
  });

  it('leaves comments out but keeps strings whole', () => {
    const shape = file.declarations.get('Shape')![0]!.text;
    expect(shape).toContain("url?: 'https://example.com/;{';");
    expect(shape.startsWith('interface Shape extends')).toBe(true);
    expect(file.declarations.get('one')![0]!.text).toBe('const one: A;');
  });

  it('takes type names as references, not property, parameter or method names', () => {
    const names = file.declarations.get('Shape')![0]!.references.map((reference) => ('local' in reference ? reference.local : `${reference.module}:${reference.name}`));
    // `A: string` and `value: A`: the property is no reference, the type is; the conditional's `? Local :` is one.
    expect(names.filter((name) => /^[A-Z]/.test(name))).toEqual(['Bee', 'A', 'Bee', 'A', 'A', 'Local']);
    expect(file.declarations.get('two')![0]!.references).toEqual([{ module: './c.ts', name: 'C' }]);
    expect(file.declarations.get('Alias')![0]!.references).toEqual([{ local: 'ns', member: 'Thing' }]);
  });
});
