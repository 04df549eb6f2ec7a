/**
 * `npm run check:imports`: every import of the repository's code against the rooms of DESIGN §2
 * (docs/design.md, scripts/importRules.ts), and the folders that import each other round in a
 * circle (scripts/folderCycles.ts). Prints each import a file may not make and each circle; exits 1
 * when there is any.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { isRuledFile, isTestCode, ROOMS } from './importRules.ts';
import { importViolations } from './importRules.ts';
import { folderCycles } from './folderCycles.ts';
import { readImportSpecifiers, resolveImport } from './importSpecifiers.ts';

const TOP_FOLDERS = ['engine', 'ui', 'services', 'widgets', 'runtime', 'authoring', 'fixtures', 'bench', 'e2e', 'scripts', 'build'];

const files = TOP_FOLDERS.flatMap((folder) => {
  try {
    return readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((path) => `${folder}/${path.split('\\').join('/')}`);
  } catch {
    return [];
  }
})
  .filter((file) => !file.includes('node_modules/') && isRuledFile(file))
  .sort();

const importsOf = new Map(files.map((file) => [file, readImportSpecifiers(readFileSync(file, 'utf8')).map((specifier) => resolveImport(file, specifier))]));
const violations = files.flatMap((file) => importViolations(file, importsOf.get(file)!));
const cycles = folderCycles(
  files.flatMap((file) => importsOf.get(file)!.filter((target) => TOP_FOLDERS.some((folder) => target.startsWith(`${folder}/`)) && !isTestCode(target)).map((target) => ({ file, target }))),
);

for (const { file, target, rule } of violations) console.log(`${file}: imports ${target} (rule: ${rule})`);
for (const cycle of cycles) console.log(`folders import each other round in a circle: ${cycle.join(' -> ')}`);
const counted = `${files.length} files in ${ROOMS.length} rooms`;
console.log(
  violations.length + cycles.length === 0
    ? `Imports follow the rooms, no folder cycle (${counted}).`
    : `${violations.length} import(s) break the rooms, ${cycles.length} folder cycle(s) (${counted}).`,
);
process.exit(violations.length + cycles.length === 0 ? 0 : 1);
