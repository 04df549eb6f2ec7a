import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createChunkSplit, provideShared, SHARED_MODULES, takeFromEntry } from './chunkPlugin.ts';

/** A module file of its own, with the given source. */
function moduleFile(source: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'chunk-plugin-')), 'shared.ts');
  writeFileSync(path, source);
  return path;
}

const failing = { error: (message: string): never => { throw new Error(message); } };

/** A split whose chunk `/p/chunk.ts` took `names` of `module`, every chunk's names known. */
function splitTaking(module: string, names: string[], chunkNames = names) {
  const split = createChunkSplit();
  split.shared.push(module);
  split.takenNames.set(module, new Set(names));
  split.chunkNames.set('/p/chunk.ts', new Map([[module, new Set(chunkNames)]]));
  split.namesKnown = true;
  return split;
}

describe('the registry hands each chunk values by place', () => {
  it('the entry gives a module as an array of the names the chunks take, sorted', () => {
    const module = moduleFile('export const b = 1;\nexport function a() {}\n');
    const load = provideShared(splitTaking(module, ['b', 'a'])).load as (this: typeof failing, id: string) => string;
    const code = load.call(failing, SHARED_MODULES);
    expect(code).toContain(`import { a as m0_0, b as m0_1 } from ${JSON.stringify(module)};`);
    expect(code).toContain('export const sharedModules = () => [[m0_0, m0_1]];');
  });

  it('a chunk reads the names it takes by their places in that array', () => {
    const module = moduleFile('export const a = 1, b = 2, c = 3;\n');
    const split = splitTaking(module, ['a', 'b', 'c'], ['c', 'a']);
    const [resolver] = takeFromEntry(split, '/p/chunk.ts');
    const load = resolver?.load as (id: string) => string;
    const code = load(`\0unav-slot:${module}`);
    expect(code).toBe(['const slot = __unavShared.m[0];', 'const v0 = slot[0];', 'const v1 = slot[2];', 'export { v0 as a, v1 as c };', ''].join('\n'));
  });

  it('a module whose names the sources do not show is handed whole', () => {
    const split = splitTaking('/p/jsx-runtime.ts', []);
    split.takenNames.delete('/p/jsx-runtime.ts');
    const load = provideShared(split).load as (this: typeof failing, id: string) => string;
    expect(load.call(failing, SHARED_MODULES)).toContain('export const sharedModules = () => [m0];');
  });

  it('refuses a module that exports a let: a value read once would not follow it', () => {
    const module = moduleFile('export let count = 0;\nexport function bump() { count += 1; }\n');
    const load = provideShared(splitTaking(module, ['count'])).load as (this: typeof failing, id: string) => string;
    expect(() => load.call(failing, SHARED_MODULES)).toThrow(/exports a let or var/);
  });
});
