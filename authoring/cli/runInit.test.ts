import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../fixtures/server/marketServer.testkit.ts';
import { runInit } from './runInit.ts';
import { runLintTemplates } from './runLintTemplates.ts';
import { STARTER_FILES } from './starterFiles.ts';

const folders: { path: string; remove(): void }[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) folder.remove();
});

function scratch(): string {
  const dir = tempDir('unav-init-');
  folders.push(dir);
  return dir.path;
}

/** runInit as the CLI runs it: what it printed (errors marked) and its exit code. */
function init(dir: string): { output: string[]; exitCode: number } {
  const output: string[] = [];
  const exitCode = runInit(dir, { print: (line) => output.push(line), printError: (line) => output.push(`error: ${line}`) });
  return { output, exitCode };
}

describe('universal-nav init DIR', () => {
  it('creates a missing folder (and its parents) holding the starter set, and says what to do next', () => {
    const dir = join(scratch(), 'partner', 'my-templates');
    const { output, exitCode } = init(dir);
    expect(exitCode).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(Object.keys(STARTER_FILES).sort());
    for (const [name, text] of Object.entries(STARTER_FILES)) expect(readFileSync(join(dir, name), 'utf8')).toBe(text);
    expect(output).toEqual([
      `Wrote a starter template set to ${dir}: headerIn.html, headerOut.html, headerSso.html, headerCheckout.html, footer.html, css.css, cssHeader.css, theme.json, headerTheme.json, translations.json, README.md.`,
      `Next: npx universal-nav lint ${dir} checks it, npx universal-nav serve ${dir} shows it in the local marketplace; its README.md says what each file is for.`,
    ]);
  });

  it('writes into an empty folder', () => {
    const dir = scratch();
    expect(init(dir).exitCode).toBe(0);
    expect(readdirSync(dir)).toHaveLength(Object.keys(STARTER_FILES).length);
  });

  it('the set it writes lints clean: every file the template server reads, and no problem', () => {
    const dir = join(scratch(), 'starter');
    init(dir);
    const lines: string[] = [];
    expect(runLintTemplates([dir], (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual(['No problems in 10 files.']);
  });

  it('refuses a folder holding anything, in one line, exit 2, and leaves it as it was', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'headerIn.html'), '<header>mine</header>');
    mkdirSync(join(dir, '.git'));
    expect(init(dir)).toEqual({ output: [`error: Not empty: ${dir} (init writes only into a new or empty folder)`], exitCode: 2 });
    expect(readdirSync(dir).sort()).toEqual(['.git', 'headerIn.html']);
    expect(readFileSync(join(dir, 'headerIn.html'), 'utf8')).toBe('<header>mine</header>');
  });

  it('refuses a file given as the folder', () => {
    const file = join(scratch(), 'notes.txt');
    writeFileSync(file, 'x');
    expect(init(file)).toEqual({ output: [`error: Not a folder: ${file}`], exitCode: 2 });
  });

  it('prints a folder name without terminal escape sequences', () => {
    const dir = join(scratch(), 'my\x1b[2Jtemplates');
    const { output } = init(dir);
    expect(output[0]).toContain('mytemplates:');
    expect(output.join('\n')).not.toContain('\x1b');
  });
});
