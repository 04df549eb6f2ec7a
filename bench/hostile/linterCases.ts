/**
 * Hostile templates for the template linter, measured in Node where it runs (`npm run
 * lint:templates`, and the local marketplace on start), with jsdom as its window. Each input is a
 * template file in a temporary folder, read as a partner's file is. One case per line.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { lintTemplate } from '../../authoring/lint/lintTemplate.ts';
import { lintTemplateMarkup } from '../../authoring/lint/lintTemplateMarkup.ts';
import { lintTemplateFiles } from '../../authoring/templateFolder/lintTemplateFiles.ts';
import type { HostileCase } from './measureDoublings.ts';
import { TEMPLATE_SHAPES } from './templateShapes.ts';

const folder = mkdtempSync(join(tmpdir(), 'hostile-'));
process.on('exit', () => rmSync(folder, { recursive: true, force: true }));

let files = 0;
/** A template file holding the text; its path is the linter's input. */
function templateFile(text: string): string {
  const path = join(folder, `template-${(files += 1)}.html`);
  writeFileSync(path, text);
  return path;
}

/** One window for the markup cases, as lintTemplateFiles makes one per run. */
const window = new JSDOM('').window as unknown as WindowLike;
const lintMarkup = (template: string) => lintTemplateMarkup(template, window);
const lintFile = (path: string) => lintTemplateFiles([path]);
const repeat = (text: string, times: number) => text.repeat(times);
const lines = (count: number, line: (i: number) => string) => Array.from({ length: count }, (_, i) => line(i)).join('\n');

export const LINTER_CASES: HostileCase[] = [
  { name: "'{{' x n in a template", subject: 'lintTemplate', n: 20_000, input: (n) => `<div>${repeat('{{', n)}</div>`, run: lintTemplate },
  { name: "'{{' x n in a template file", subject: 'lintTemplateFiles', n: 20_000, input: (n) => templateFile(`<div>${repeat('{{', n)}</div>`), run: lintFile },
  { name: 'n tags with the same event handler', subject: 'lintTemplateMarkup', n: 250, input: (n) => lines(n, () => '<b onclick="go()">b</b>'), run: lintMarkup },
  { name: 'n tags with an event handler each', subject: 'lintTemplateMarkup', n: 250, input: (n) => lines(n, (i) => `<b onclick="go(${i})">b</b>`), run: lintMarkup },
  { name: 'n distinct unknown attributes', subject: 'lintTemplateMarkup', n: 250, input: (n) => lines(n, (i) => `<p x${i}="${i}">p</p>`), run: lintMarkup },
  // Each in a parent of its own: jsdom's removal of one of many siblings is not linear, and not ours.
  { name: 'n removed elements', subject: 'lintTemplateMarkup', n: 250, input: (n) => lines(n, () => '<div><script></script></div>'), run: lintMarkup },
  { name: "attribute values of n '/b=' each", subject: 'lintTemplateMarkup', n: 2_000, input: (n) => `<p title="${repeat('/b=', n)}" onclick=${repeat('/b=', n)}>p</p>`, run: lintMarkup },
  // Template structure, as a partner's file: beyond the bounds the linter reports them without parsing.
  ...TEMPLATE_SHAPES.map((shape): HostileCase => ({ name: shape.name, subject: 'lintTemplateFiles', n: shape.n, slowMs: 10_000, input: (n) => templateFile(shape.template(n)), run: lintFile })),
];
