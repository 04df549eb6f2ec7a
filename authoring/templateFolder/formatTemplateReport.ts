import type { TemplateLintReport, TemplateProblem } from './lintTemplatePaths.ts';

/** One problem as a line: `file:line  token  message`, or `file  message` for the file itself. */
export function formatTemplateProblem({ file, line, token, message }: TemplateProblem): string {
  return line === undefined ? `${file}  ${message}` : `${file}:${line}  ${token ?? ''}  ${message}`;
}

/** The lines to print for a report and the exit code: 2 nothing could be read, 1 problems, 0 clean. */
export function formatTemplateReport(report: TemplateLintReport): { lines: string[]; exitCode: number } {
  if (report.fatal) return { lines: [report.fatal], exitCode: 2 };
  const files = `${report.checked} file${report.checked === 1 ? '' : 's'}`;
  if (report.problems.length === 0) return { lines: [`No problems in ${files}.`], exitCode: 0 };
  const count = report.problems.length;
  return {
    lines: [
      ...report.problems.map(formatTemplateProblem),
      `${count} problem${count === 1 ? '' : 's'}${report.checked === 0 ? ', and no file the template server reads.' : ` in ${files}.`}`,
    ],
    exitCode: 1,
  };
}
