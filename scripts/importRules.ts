/**
 * The layers of the product code and who may import whom (DESIGN §2, docs/design.md), as data and one pure
 * function: given a repo-relative file and its imports (relative ones resolved to repo-relative
 * paths, packages as written), the imports the file may not make.
 */

export interface ImportViolation {
  file: string;
  /** The import as resolved: a repo-relative path or a package specifier. */
  target: string;
  rule: string;
}

/** The top folders of the repository: a target starting with one is a file of ours, not a package. */
const REPO_FOLDERS = ['engine', 'ui', 'widgets', 'placeholders', 'templates', 'test', 'fixtures', 'e2e', 'bench', 'scripts', 'build'];
const PRODUCT_FOLDERS = ['engine/', 'ui/', 'widgets/', 'placeholders/', 'templates/'];
/** Code that exists for tests and tooling only. */
const TOOLING_FOLDERS = ['test/', 'fixtures/', 'e2e/', 'bench/', 'scripts/'];

const TEST_FILE = /\.test\.tsx?$/;
const TEST_KIT = /\.testkit\.[^/]+$/;

export function isTestCode(path: string): boolean {
  return TEST_FILE.test(path) || TEST_KIT.test(path) || path.startsWith('test/') || path.includes('/test/');
}

/** A .ts/.tsx file of the product: under a product folder, and not a test, a test kit or under test/. */
export function isProductFile(path: string): boolean {
  return /\.tsx?$/.test(path) && PRODUCT_FOLDERS.some((folder) => path.startsWith(folder)) && !isTestCode(path);
}

function isRepoPath(target: string): boolean {
  return target.startsWith('../') || REPO_FOLDERS.some((folder) => target.startsWith(`${folder}/`));
}

/** `react-dom/client` → `react-dom`, `@csstools/css-tokenizer/x` → `@csstools/css-tokenizer`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** A package pattern is a name, or a prefix ending in `*` (`@csstools/*`, `node:*`). */
function packageAllowed(name: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => (pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern));
}

interface Layer {
  name: string;
  /** The folder (or file) a file of the layer sits in, or undefined when the file is not of the layer. */
  home(file: string): string | undefined;
  /** Folders it may import besides its home, as path prefixes. */
  folders: readonly string[];
  packages: readonly string[];
}

const under = (folder: string) => (file: string) => (file.startsWith(folder) ? folder : undefined);

const CORE_PACKAGES = ['dompurify', 'domhandler', '@csstools/*'];
const SERVER_PACKAGES = ['postcss', '@csstools/*'];
const RUNTIME_PACKAGES = ['react', 'react-dom', 'html-react-parser', 'domhandler', 'dompurify'];
const UI_PACKAGES = ['react'];
/** Widgets are React components, like ui/. */
const WIDGET_PACKAGES = ['react'];
/** "Everything above": the npm packages of the layers above (Node's built-ins stay with the server). */
const ALL_PACKAGES = [...new Set([...CORE_PACKAGES, ...SERVER_PACKAGES, ...RUNTIME_PACKAGES, ...UI_PACKAGES, ...WIDGET_PACKAGES])];
const ALL_FOLDERS = ['engine/', 'ui/', 'widgets/', 'placeholders/', 'templates/'];

/** First match wins: the entry files sit in engine/ beside the layers' folders. */
export const LAYERS: readonly Layer[] = [
  { name: 'entry', home: (file) => (/^engine\/(index|iife|server)\.ts$/.test(file) ? file : undefined), folders: ALL_FOLDERS, packages: ALL_PACKAGES },
  { name: 'core', home: under('engine/core/'), folders: [], packages: CORE_PACKAGES },
  { name: 'server', home: under('engine/server/'), folders: ['engine/core/'], packages: [...SERVER_PACKAGES, 'node:*'] },
  { name: 'browser', home: under('engine/browser/'), folders: ['engine/core/'], packages: [] },
  {
    name: 'runtime',
    home: under('engine/react/'),
    folders: ['engine/core/', 'engine/browser/', 'templates/'],
    packages: RUNTIME_PACKAGES,
  },
  { name: 'ui', home: under('ui/'), folders: ['engine/core/', 'engine/react/context/'], packages: UI_PACKAGES },
  {
    name: 'widget',
    // Its own widget's folder: widgets/<name>/, sub-folders included.
    home: (file) => /^widgets\/[^/]+\//.exec(file)?.[0],
    folders: ['engine/core/', 'engine/browser/', 'engine/react/context/', 'ui/'],
    packages: WIDGET_PACKAGES,
  },
  { name: 'composition', home: under('placeholders/'), folders: ALL_FOLDERS, packages: ALL_PACKAGES },
  // The default templates name their slots with core's type.
  { name: 'templates', home: under('templates/'), folders: ['engine/core/'], packages: [] },
];

function describe(layer: Layer, home: string): string {
  const folders = [home, ...layer.folders].join(', ');
  const packages = layer.packages.length > 0 ? layer.packages.join(', ') : 'no package';
  return `${layer.name} may import ${folders} and ${packages}`;
}

/** The imports of `file` that DESIGN §2 forbids; none for a file that is not product code. */
export function importViolations(file: string, targets: readonly string[]): ImportViolation[] {
  if (!isProductFile(file)) return [];
  const layer = LAYERS.find((candidate) => candidate.home(file) !== undefined);
  const home = layer?.home(file);
  const violations: ImportViolation[] = [];
  for (const target of targets) {
    if (isRepoPath(target)) {
      if (isTestCode(target) || TOOLING_FOLDERS.some((folder) => target.startsWith(folder))) {
        violations.push({ file, target, rule: 'no product file imports tests, test kits, test/, fixtures/, e2e/, bench/, scripts/' });
      } else if (!layer || home === undefined) {
        violations.push({ file, target, rule: 'a product file outside every layer imports no file of ours' });
      } else if (!target.startsWith(home) && !layer.folders.some((folder) => target.startsWith(folder))) {
        violations.push({ file, target, rule: describe(layer, home) });
      }
    } else if (layer && home !== undefined && !packageAllowed(packageName(target), layer.packages)) {
      violations.push({ file, target, rule: describe(layer, home) });
    }
  }
  return violations;
}
