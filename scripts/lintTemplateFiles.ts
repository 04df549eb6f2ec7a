import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { lintTemplate, type LintIssue } from '../engine/core/template/lintTemplate.ts';

/** The lint issues of template files: each .html file of a folder, or the files named. */
export function lintTemplateFiles(paths: readonly string[]): { file: string; issue: LintIssue }[] {
  const files = paths.flatMap((path) =>
    statSync(path).isDirectory()
      ? readdirSync(path).filter((name) => name.endsWith('.html')).sort().map((name) => join(path, name))
      : [path],
  );
  return files.flatMap((file) => lintTemplate(readFileSync(file, 'utf8')).map((issue) => ({ file, issue })));
}

