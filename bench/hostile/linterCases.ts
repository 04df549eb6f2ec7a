/**
 * Hostile templates for the template linter, measured in Node where it runs (`npm run
 * lint:templates`, and the local marketplace on start), with jsdom as its window. Each input is a
 * template file in a temporary folder, read as a partner's file is. One case per line.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lintTemplate } from '../../engine/core/template/lintTemplate.ts';
import { lintTemplateFiles } from '../../scripts/lintTemplateFiles.ts';
import type { HostileCase } from './measureDoublings.ts';

const folder = mkdtempSync(join(tmpdir(), 'hostile-'));
process.on('exit', () => rmSync(folder, { recursive: true, force: true }));

let files = 0;
/** A template file holding the text; its path is the linter's input. */
function templateFile(text: string): string {
  const path = join(folder, `template-${(files += 1)}.html`);
  writeFileSync(path, text);
  return path;
}

const lintFile = (path: string) => lintTemplateFiles([path]);
const repeat = (text: string, times: number) => text.repeat(times);

export const LINTER_CASES: HostileCase[] = [
  { name: "'{{' x n in a template", subject: 'lintTemplate', n: 20_000, input: (n) => `<div>${repeat('{{', n)}</div>`, run: lintTemplate },
  { name: "'{{' x n in a template file", subject: 'lintTemplateFiles', n: 20_000, input: (n) => templateFile(`<div>${repeat('{{', n)}</div>`), run: lintFile },
  { name: 'n tags with the same event handler', subject: 'lintTemplateFiles', n: 250, input: (n) => templateFile(repeat('<b onclick="go()">b</b>\n', n)), run: lintFile },
  { name: 'n tags with an event handler each', subject: 'lintTemplateFiles', n: 250, input: (n) => templateFile(Array.from({ length: n }, (_, i) => `<b onclick="go(${i})">b</b>\n`).join('')), run: lintFile },
  { name: 'n distinct unknown attributes', subject: 'lintTemplateFiles', n: 250, input: (n) => templateFile(`<p\n${Array.from({ length: n }, (_, i) => `x${i}="${i}"\n`).join('')}>p</p>`), run: lintFile },
  { name: 'n removed elements', subject: 'lintTemplateFiles', n: 250, input: (n) => templateFile(repeat('<script></script>\n', n)), run: lintFile },
  { name: "attribute values of n '/b=' each", subject: 'lintTemplateFiles', n: 2_000, input: (n) => templateFile(`<p title="${repeat('/b=', n)}" onclick=${repeat('/b=', n)}>p</p>`), run: lintFile },
];
