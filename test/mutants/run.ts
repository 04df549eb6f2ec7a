/**
 * Planted defects (test/mutants/*.patch, described in mutants.json): small patches to the product
 * that the browser tests must catch and that no unit test catches, because what breaks is real
 * layout, real CSS, contrast, a real parser or a real policy. Each is applied to the working tree,
 * the bundles are built, the e2e files that cover that part run (all of them with --all-e2e), and
 * with --unit the whole unit suite runs too (it must pass: the defect is the browser's to catch);
 * then the patch is taken back out, whatever happened. Prints one line per defect and a table.
 * With --unit-together the unit suite runs once for every group of defects that apply together
 * (the defects touch unrelated lines, so a suite that passes with all of them in passes with each;
 * a group that fails is run again one defect at a time), which saves a unit run per defect.
 *
 *   npx tsx test/mutants/run.ts [--unit | --unit-together] [--all-e2e] [name ...]
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
  /** One of the defects the suite must catch and no unit test may (false: kept, with a note why not). */
  counted: boolean;
  note?: string;
}

const HERE = 'test/mutants';
const args = process.argv.slice(2);
const unitTogether = args.includes('--unit-together');
const withUnit = args.includes('--unit') && !unitTogether;
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

/** Applies the defects, runs the unit suite, takes them out again (in reverse order); true when it passes. */
function unitPassesWith(group: readonly Mutant[]): boolean {
  for (const mutant of group) run('git', ['apply', join(HERE, mutant.patch)]);
  const passed = run('npx', ['vitest', 'run']);
  for (const mutant of [...group].reverse()) run('git', ['apply', '-R', join(HERE, mutant.patch)]);
  return passed;
}

/**
 * The unit suite's verdict on each defect, from runs with groups of defects applied together: a
 * patch joins the group while it applies on top of it, the others wait for the next group. In a
 * group that fails, each defect is run again alone.
 */
function unitVerdictsTogether(): Map<string, boolean> {
  const verdicts = new Map<string, boolean>();
  let pending = [...mutants];
  while (pending.length > 0) {
    const group: Mutant[] = [];
    const left: Mutant[] = [];
    for (const mutant of pending) (run('git', ['apply', join(HERE, mutant.patch)]) ? group : left).push(mutant);
    for (const mutant of [...group].reverse()) run('git', ['apply', '-R', join(HERE, mutant.patch)]);
    // A patch that applies to no tree is reported by the main loop.
    if (group.length === 0) break;
    const passed = unitPassesWith(group);
    console.log(`unit suite with ${group.map((mutant) => mutant.patch.slice(0, 2)).join(', ')} applied together: ${passed ? 'passes' : 'fails'}`);
    for (const mutant of group) verdicts.set(mutant.patch, passed || (group.length > 1 && unitPassesWith([mutant])));
    pending = left;
  }
  return verdicts;
}

const togetherVerdicts = unitTogether ? unitVerdictsTogether() : undefined;
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
    const unitPassed = withUnit ? run('npx', ['vitest', 'run']) : togetherVerdicts?.get(mutant.patch);
    const files = allE2e ? [] : mutant.e2e;
    const e2e = built ? runE2e(files) : { failed: false, tests: [] };
    const e2eFailed = e2e.failed;
    const caught = e2eFailed && unitPassed !== false;
    if (!caught) missed += 1;
    const unit = unitPassed === undefined ? 'unit not run' : unitPassed ? `unit tests pass${unitTogether ? ' (run with the others of its group)' : ''}` : 'A UNIT TEST CATCHES IT';
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
