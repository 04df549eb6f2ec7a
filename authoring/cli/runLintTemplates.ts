import { formatTemplateReport } from '../templateFolder/formatTemplateReport.ts';
import { lintTemplatePaths } from '../templateFolder/lintTemplatePaths.ts';
import { terminalText } from '../templateFolder/terminalText.ts';

/**
 * `npm run lint:templates -- DIR|FILE ...` without the process: prints the report through `print`
 * and what stops it (usage, a missing folder) through `printError`, and returns the exit code.
 */
export function runLintTemplates(paths: readonly string[], print: (line: string) => void, printError = print): number {
  if (paths.length === 0) {
    printError('Usage: npm run lint:templates -- DIR|FILE ...');
    return 2;
  }
  const { lines, exitCode } = formatTemplateReport(lintTemplatePaths(paths));
  // File names and template text are the partner's: printed without escape sequences.
  for (const line of lines) (exitCode === 2 ? printError : print)(terminalText(line));
  return exitCode;
}
