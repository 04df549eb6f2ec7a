import { formatTemplateReport } from './formatTemplateReport.ts';
import { lintTemplatePaths } from './lintTemplatePaths.ts';
import { terminalText } from './terminalText.ts';

/**
 * The template server's report on a partner's folder, at start (`changed` undefined) and after
 * each change: a header saying why it is printed, then the linter's lines. Printed in full every
 * time, so the terminal always ends with the folder's current problems. Returns the lint exit code.
 */
export function printTemplateReport(dir: string, printLine: (line: string) => void, changed?: string | null): number {
  // File names and template text are the partner's: printed without escape sequences.
  const print = (line: string) => printLine(terminalText(line));
  print(changed === undefined ? `Template check of ${dir}:` : `Changed: ${changed ?? 'a file'} (template check of ${dir} again):`);
  try {
    const { lines, exitCode } = formatTemplateReport(lintTemplatePaths([dir]));
    for (const line of lines) print(`  ${line}`);
    return exitCode;
  } catch (error) {
    // An editor may remove a file between the folder's listing and its reading: the next change checks again.
    print(`  Could not check the templates: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
}
