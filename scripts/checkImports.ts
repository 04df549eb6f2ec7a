/**
 * `npm run check:imports`: every import of the product code against the layers of DESIGN §2 (docs/design.md)
 * (scripts/importRules.ts). Prints each import a file may not make; exits 1 when there is any.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { importViolations, isProductFile } from './importRules.ts';
import { readImportSpecifiers, resolveImport } from './importSpecifiers.ts';

const PRODUCT_FOLDERS = ['engine', 'ui', 'widgets', 'placeholders', 'templates'];

const files = PRODUCT_FOLDERS.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((path) => `${folder}/${path.split('\\').join('/')}`),
)
  .filter(isProductFile)
  .sort();

const violations = files.flatMap((file) => {
  const targets = readImportSpecifiers(readFileSync(file, 'utf8')).map((specifier) => resolveImport(file, specifier));
  return importViolations(file, targets);
});
for (const { file, target, rule } of violations) console.log(`${file}: imports ${target} (rule: ${rule})`);
console.log(
  violations.length === 0
    ? `Imports follow the layers (${files.length} product files).`
    : `${violations.length} import(s) break the layers (${files.length} product files).`,
);
process.exit(violations.length === 0 ? 0 : 1);
