/**
 * The critical stylesheet a host links in its <head> (templates/critical.css), written to
 * dist/universal-nav.css with comments and spare whitespace taken out: it blocks the first paint,
 * so every byte counts. Run by `npm run build`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Comments out, whitespace collapsed; spaces inside calc() around + and - stay (they are syntax). */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

export const CRITICAL_CSS_SOURCE = resolve(dirname(fileURLToPath(import.meta.url)), '../runtime/templates/critical.css');

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = resolve(process.argv[2] ?? 'dist/universal-nav.css');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${minifyCss(readFileSync(CRITICAL_CSS_SOURCE, 'utf8'))}\n`);
}
