import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { terminalText } from '../templateFolder/terminalText.ts';
import type { CliOutput } from './cliOutput.ts';
import { STARTER_FILES } from './starterFiles.ts';

/** Why `dir` cannot take a starter set (a file, or a folder with something in it), or undefined when it can. */
function initRefusal(dir: string): string | undefined {
  const stat = statSync(dir, { throwIfNoEntry: false });
  if (!stat) return undefined;
  if (!stat.isDirectory()) return `Not a folder: ${dir}`;
  // Never beside files of the partner's: a starter file would replace one of theirs or mix with them.
  return readdirSync(dir).length > 0 ? `Not empty: ${dir} (init writes only into a new or empty folder)` : undefined;
}

/**
 * `universal-nav init DIR`: writes the starter template set into DIR, created when missing. A file,
 * or a folder holding anything, is refused (exit 2) and left as it is.
 */
export function runInit(dir: string, io: CliOutput, files: Readonly<Record<string, string>> = STARTER_FILES): number {
  const refusal = initRefusal(dir);
  if (refusal) {
    io.printError(terminalText(refusal));
    return 2;
  }
  mkdirSync(dir, { recursive: true });
  // `wx`: a file that appeared meanwhile is never overwritten.
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text, { flag: 'wx' });
  const names = Object.keys(files);
  io.print(terminalText(`Wrote a starter template set to ${dir}: ${names.join(', ')}.`));
  io.print(terminalText(`Next: npx universal-nav lint ${dir} checks it, npx universal-nav serve ${dir} shows it in the local marketplace; its README.md says what each file is for.`));
  return 0;
}
