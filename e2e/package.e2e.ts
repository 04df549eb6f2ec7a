/**
 * The package a host installs, as `npm pack` makes it from the build: the files it holds, the
 * names its entries export and what its `exports` map resolves. No browser: these run after the
 * build, with the browser tests.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

interface PackedFile {
  path: string;
}

function packedFiles(): string[] {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8' });
  const [pack] = JSON.parse(out) as { files: PackedFile[] }[];
  return (pack?.files ?? []).map((file) => file.path).sort();
}

describe('the packed package', () => {
  it('holds what hosts use (entries, chunks, stylesheet, types, server entries) and none of the demo\'s builds', () => {
    const files = packedFiles();
    for (const needed of ['package.json', 'README.md', 'dist/universal-nav.iife.js', 'dist/universal-nav.css', 'dist/esm/index.js', 'dist/server/index.js', 'dist/server/script-tag.js', 'dist/types/runtime/index.d.ts', 'dist/types/runtime/server.d.ts']) {
      expect(files).toContain(needed);
    }
    // Every chunk the script-tag entry names is in the package beside it.
    const chunks = files.filter((file) => /^dist\/chunks\/[^/]+\.js$/.test(file));
    expect(chunks.length).toBeGreaterThan(0);
    // The demo's React host and the template playground are the repository's, not a host's.
    expect(files.filter((file) => /^dist\/(reacthost|playground)\//.test(file))).toEqual([]);
    // Nothing but the build and the package's own two files.
    expect(files.filter((file) => !file.startsWith('dist/') && !['package.json', 'README.md'].includes(file))).toEqual([]);
  });

  it('each server entry exports loadNavData and renderNav only', async () => {
    for (const entry of ['dist/server/index.js', 'dist/server/script-tag.js']) {
      const module = (await import(pathToFileURL(resolve(entry)).href)) as Record<string, unknown>;
      expect(Object.keys(module).sort()).toEqual(['loadNavData', 'renderNav']);
    }
  });

  it('resolves the critical stylesheet by both names a host may import it by', () => {
    const require = createRequire(import.meta.url);
    for (const specifier of ['universal-nav/universal-nav.css', 'universal-nav/dist/universal-nav.css']) {
      expect(require.resolve(specifier)).toBe(resolve('dist/universal-nav.css'));
    }
  });
});
