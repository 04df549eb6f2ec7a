/**
 * `npm run lint:templates -- DIR|FILE ...`: what of a partner's template folder will not render as
 * written (authoring/templateFolder/lintTemplatePaths.ts). Exits 0 when clean, 1 when anything is reported, 2 when a
 * folder is missing or no folder.
 */
import { runLintTemplates } from './runLintTemplates.ts';

process.exit(runLintTemplates(process.argv.slice(2), (line) => console.log(line), (line) => console.error(line)));
