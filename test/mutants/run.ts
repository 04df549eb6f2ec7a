/**
 * Planted defects (test/mutants/*.patch, described in mutants.json): small patches to the product
 * that the browser tests must catch and that no unit test catches, because what breaks is real
 * layout, real CSS, contrast, a real parser or a real policy. Each is applied to the working tree,
 * the bundles are built, the e2e files that cover that part run (all of them with --all-e2e), and
 * with --unit the whole unit suite runs too (it must pass: the defect is the browser's to catch);
 * then the patch is taken back out, whatever happened. Prints one line per defect and a table.
 *
 *   npx tsx test/mutants/run.ts [--unit] [--all-e2e] [name ...]
 *
 * Run it on a clean working tree: it refuses to start otherwise, so that no patch mixes with work
 * in progress.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Mutant {
  patch: string;
  defect: string;
  e2e: string[];
}

const HERE = 'test/mutants';
const args = process.argv.slice(2);
const withUnit = args.includes('--unit');
const allE2e = args.includes('--all-e2e');
const wanted = args.filter((arg) => !arg.startsWith('--'));
const mutants = (JSON.parse(readFileSync(join(HERE, 'mutants.json'), 'utf8')) as Mutant[])
  .filter((mutant) => wanted.length === 0 || wanted.some((name) => mutant.patch.includes(name)));

function run(command: string, commandArgs: string[]): boolean {
  return spawnSync(command, commandArgs, { stdio: 'ignore' }).status === 0;
}

/** Runs the e2e files; on failure, also returns the names of the failed tests, so that a catch can be read. */
function runE2e(files: string[]): { failed: boolean; tests: string[] } {
  const result = spawnSync('npx', ['vitest', 'run', '-c', 'vitest.e2e.config.ts', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1' },
  });
  const lines = `${result.stdout}\n${result.stderr}`.split('\n');
  const tests = [...new Set(lines.filter((line) => line.startsWith(' FAIL ')).map((line) => line.slice(' FAIL '.length).trim()))];
  return { failed: result.status !== 0, tests };
}

const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).stdout.trim();
if (dirty) {
  console.error(`test/mutants/run.ts: the working tree has changes; commit or stash them first:\n${dirty}`);
  process.exit(2);
}

const rows: string[] = [];
let missed = 0;
for (const mutant of mutants) {
  const patch = join(HERE, mutant.patch);
  if (!run('git', ['apply', patch])) {
    rows.push(`${mutant.patch}: the patch no longer applies`);
    missed += 1;
    continue;
  }
  try {
    const built = run('npm', ['run', 'build', '--silent']);
    const unitPassed = withUnit ? run('npx', ['vitest', 'run']) : undefined;
    const files = allE2e ? [] : mutant.e2e;
    const e2e = built ? runE2e(files) : { failed: false, tests: [] };
    const e2eFailed = e2e.failed;
    const caught = e2eFailed && unitPassed !== false;
    if (!caught) missed += 1;
    const unit = unitPassed === undefined ? 'unit not run' : unitPassed ? 'unit tests pass' : 'A UNIT TEST CATCHES IT';
    rows.push(`${caught ? 'caught' : 'MISSED'}  ${mutant.patch.replace('.patch', '')}: ${built ? (e2eFailed ? 'e2e fails' : 'E2E PASSES') : 'BUILD FAILED'} (${allE2e ? 'every e2e file' : files.join(', ')}); ${unit}. ${mutant.defect}`);
    for (const test of e2e.tests.slice(0, 4)) rows.push(`        failed: ${test}`);
    console.log(rows.slice(rows.length - 1 - Math.min(4, e2e.tests.length)).join('\n'));
  } finally {
    run('git', ['apply', '-R', patch]);
  }
}
run('npm', ['run', 'build', '--silent']);
console.log(`\n${rows.join('\n')}\n${mutants.length - missed} of ${mutants.length} planted defects caught`);
process.exit(missed === 0 ? 0 : 1);
