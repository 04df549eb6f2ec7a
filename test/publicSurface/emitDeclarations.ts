/**
 * The `.d.ts` files of the package as the build emits them: `tsc` on tsconfig.build.json's settings
 * (extended, so nothing is restated), into a fresh temporary folder, with the script-tag bundle's
 * entry added (the build types only the ES module and the server entry). `--noCheck` skips the type
 * check `npm run typecheck` does anyway; the declarations are the same, at half the time.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface EmittedDeclarations {
  /** A file's text by its path relative to the repository (`runtime/index.d.ts`), or undefined. */
  read(file: string): string | undefined;
  remove(): void;
}

export function emitDeclarations(root: string, extraInputs: readonly string[]): EmittedDeclarations {
  const build = JSON.parse(readFileSync(join(root, 'tsconfig.build.json'), 'utf8')) as { include: string[] };
  const folder = mkdtempSync(join(tmpdir(), 'unav-surface-'));
  const outDir = join(folder, 'out');
  try {
    // Type packages named in `types` (vite/client) resolve from the config's folder: give it the repository's.
    symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'), 'junction');
    const config = {
      extends: join(root, 'tsconfig.build.json'),
      compilerOptions: { outDir, rootDir: root, incremental: false },
      include: [...build.include, ...extraInputs].map((input) => join(root, input)),
    };
    writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify(config));
    const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
    try {
      execFileSync(process.execPath, [tsc, '-p', join(folder, 'tsconfig.json'), '--noCheck', '--pretty', 'false'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      throw new Error(`tsc could not emit the declarations:\n${stdout ?? ''}${stderr ?? ''}`);
    }
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    read(file) {
      try {
        return readFileSync(join(outDir, file), 'utf8');
      } catch {
        return undefined;
      }
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
