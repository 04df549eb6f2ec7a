import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * The last lines of `npm test`: the count of passed and failed tests over the vitest runs' JSON
 * reports, and each failure by file, name and first line of its message. A CI log is often read
 * only by its tail, so what failed must be in the tail, not only in the reporter's output above.
 * Prints `PASSED FAILED` on its first line for the shell script, then the failures.
 */
interface AssertionReport {
  fullName: string;
  status: string;
  failureMessages?: string[];
}
interface FileReport {
  name: string;
  status: string;
  message?: string;
  assertionResults: AssertionReport[];
}
interface RunReport {
  numPassedTests: number;
  testResults: FileReport[];
}

const MAX_LISTED = 30;

function firstLine(text: string | undefined): string {
  const line = (text ?? '').split('\n').find((l) => l.trim() !== '') ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line.trim();
}

function failuresOf(run: string, report: RunReport): string[] {
  const lines: string[] = [];
  for (const file of report.testResults) {
    const where = `${run} ${relative(process.cwd(), file.name)}`;
    const failed = file.assertionResults.filter((a) => a.status === 'failed');
    for (const a of failed) lines.push(`${where} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    // A file that failed outside its tests (an import, a beforeAll) has no failed assertion.
    if (file.status === 'failed' && failed.length === 0) lines.push(`${where}: ${firstLine(file.message)}`);
  }
  return lines;
}

let passed = 0;
let failed = 0;
const failures: string[] = [];
for (const run of process.argv.slice(2)) {
  try {
    const report = JSON.parse(readFileSync(`.test-results/${run}.json`, 'utf8')) as RunReport;
    // Counted from the list, not numFailedTestSuites: vitest counts each describe block as a suite.
    const listed = failuresOf(run, report);
    passed += report.numPassedTests;
    failed += listed.length;
    failures.push(...listed);
  } catch {
    failed += 1; // a run that wrote no report failed before it could
    failures.push(`${run}: wrote no report`);
  }
}
console.log(`${passed} ${failed}`);
for (const line of failures.slice(0, MAX_LISTED)) console.log(`  failed: ${line}`);
if (failures.length > MAX_LISTED) console.log(`  … and ${failures.length - MAX_LISTED} more`);
