import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const oxlint = join(root, 'node_modules', '.bin', 'oxlint');
const probe = mkdtempSync(join(tmpdir(), 'unav-lint-'));
afterAll(() => rmSync(probe, { recursive: true, force: true }));

/** Lints planted files laid out like the repository, with the repository's own config. */
function lintPlanted(files: Record<string, string>): string {
  cpSync(join(root, '.oxlintrc.json'), join(probe, '.oxlintrc.json'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(probe, path)), { recursive: true });
    writeFileSync(join(probe, path), text);
  }
  try {
    return execFileSync(oxlint, ['-c', '.oxlintrc.json', '--format', 'unix', ...Object.keys(files)], { cwd: probe, encoding: 'utf8' });
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

it('fails a planted hook called conditionally, and React or a browser global in engine/core', () => {
  const report = lintPlanted({
    'widgets/x/useX.ts': "import { useState } from 'react';\nexport function useX(on: boolean) {\n  if (on) useState(0);\n}\n",
    'engine/core/x/readPage.ts': "import { useState } from 'react';\nexport const readPage = () => [useState, window.location.href, document.title];\n",
    'engine/core/x/readPage.test.ts': "export const inTests = () => window.location.href;\n",
  });
  expect(report).toMatch(/widgets\/x\/useX\.ts:3:.*rules-of-hooks/);
  expect(report).toMatch(/engine\/core\/x\/readPage\.ts:1:.*no-restricted-imports/);
  expect(report).toMatch(/engine\/core\/x\/readPage\.ts:2:\d+: Unexpected use of 'window'.*no-restricted-globals/);
  expect(report).toMatch(/engine\/core\/x\/readPage\.ts:2:\d+: Unexpected use of 'document'.*no-restricted-globals/);
  // Tests of core may use the browser's globals: only the product code is pure.
  expect(report).not.toMatch(/readPage\.test\.ts/);
});
