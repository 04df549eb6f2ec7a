import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { lintTemplate, type LintIssue } from '../lint/lintTemplate.ts';
import { lintTemplateMarkup } from '../lint/lintTemplateMarkup.ts';
import type { SanitizeOptions } from '../../engine/core/template/sanitizeTemplate.ts';

/**
 * The lint issues of template files (each .html file of a folder, or the files named), by line:
 * tokens that will not render as written, and markup the header profile removes. `runtimeTemplate`
 * lints the runtime's own default templates, which may use the runtime's classes.
 */
export function lintTemplateFiles(paths: readonly string[], options: SanitizeOptions = {}): { file: string; issue: LintIssue }[] {
  const files = paths.flatMap((path) =>
    statSync(path).isDirectory()
      ? readdirSync(path).filter((name) => name.endsWith('.html')).sort().map((name) => join(path, name))
      : [path],
  );
  if (files.length === 0) return [];
  // The same sanitizer as in a page, run in a jsdom window.
  const window = new JSDOM('').window as unknown as WindowLike;
  return files.flatMap((file) => {
    const template = readFileSync(file, 'utf8');
    const issues = [...lintTemplate(template), ...lintTemplateMarkup(template, window, options)].sort((a, b) => a.line - b.line);
    return issues.map((issue) => ({ file, issue }));
  });
}
