import { formatTemplateReport } from './formatTemplateReport.ts';
import { lintTemplatePaths } from './lintTemplatePaths.ts';

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
  for (const line of lines) (exitCode === 2 ? printError : print)(line);
  return exitCode;
}
