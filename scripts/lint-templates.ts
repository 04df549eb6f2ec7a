/**
 * `npm run lint:templates -- DIR|FILE ...`: reports what of partner templates will not render as
 * written: tokens (engine/core/template/lintTemplate.ts) and markup the header profile removes
 * (lintTemplateMarkup.ts). Exits 1 when anything is reported.
 */
import { lintTemplateFiles } from './lintTemplateFiles.ts';

const paths = process.argv.slice(2);
if (paths.length === 0) {
  console.error('Usage: npm run lint:templates -- DIR|FILE ...');
  process.exit(2);
}
const found = lintTemplateFiles(paths);
for (const { file, issue } of found) console.log(`${file}:${issue.line}  ${issue.token}  ${issue.message}`);
console.log(found.length === 0 ? 'No template issues.' : `${found.length} template issue(s).`);
process.exit(found.length === 0 ? 0 : 1);
