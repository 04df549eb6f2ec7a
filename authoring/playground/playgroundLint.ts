import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { lintTemplatePaths, type TemplateProblem } from '../templateFolder/lintTemplatePaths.ts';
import { TEMPLATE_FOLDER_FILES } from '../templateFolder/templateFolderFiles.ts';

/** A problem of the playground's set, by the file's name in the folder. */
export type PlaygroundProblem = TemplateProblem & { removal: boolean };

/** A removal by the header profile or the CSS policy, as the linter words it. */
function isRemoval(message: string): boolean {
  return / is removed\b/.test(message) || message.startsWith('removed: ');
}

/**
 * The problems of a template set posted by the playground, found exactly as `npm run lint:templates`
 * finds them: the set is written as the folder the template server reads, and that folder is
 * linted. Only the names the server reads are written; nothing else reaches the disk.
 */
export function lintPlaygroundFiles(files: Record<string, unknown>): PlaygroundProblem[] {
  const dir = mkdtempSync(join(tmpdir(), 'unav-playground-'));
  try {
    for (const [name, text] of Object.entries(files)) {
      if (TEMPLATE_FOLDER_FILES.includes(name) && typeof text === 'string') writeFileSync(join(dir, name), text);
    }
    const report = lintTemplatePaths([dir]);
    // A problem of the folder itself (no template files) is named by the folder the export would be.
    return report.problems.map((problem) => ({ ...problem, file: problem.file === dir ? 'templates/' : basename(problem.file), removal: isRemoval(problem.message) }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
