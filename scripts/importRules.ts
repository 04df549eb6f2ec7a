/**
 * The rooms of the repository and who may import whom (DESIGN §2, docs/design.md), as data and one
 * pure function: given a repo-relative file and its imports (relative ones resolved to repo-relative
 * paths, packages as written), the imports the file may not make.
 *
 * Every room has a home no other room's home overlaps, so a file belongs to exactly one room. The
 * product's rooms go from the basement (engine/core) to the top (runtime/, the entry points and the
 * default composition): a room imports only rooms below it. Authoring tools, the demo marketplace,
 * the benchmarks, the browser tests and the repository scripts stand beside the product, each with
 * its own arrows. Tests and test kits may import anything.
 */

export interface ImportViolation {
  file: string;
  /** The import as resolved: a repo-relative path or a package specifier. */
  target: string;
  rule: string;
}

/** The top folders of the repository: a target starting with one is a file of ours, not a package. */
const REPO_FOLDERS = ['engine', 'ui', 'services', 'widgets', 'runtime', 'authoring', 'test', 'fixtures', 'e2e', 'bench', 'scripts', 'build'];
/** What ships to hosts: below runtime/, nothing else may be imported by it. */
const PRODUCT_FOLDERS = ['engine/', 'ui/', 'services/', 'widgets/', 'runtime/'];

const TEST_FILE = /\.test\.tsx?$/;
const TEST_KIT = /\.testkit\.[^/]+$/;

export function isTestCode(path: string): boolean {
  return TEST_FILE.test(path) || TEST_KIT.test(path) || path.startsWith('test/') || path.includes('/test/');
}

/** A .ts/.tsx file of the product: under a product folder, and not a test, a test kit or under test/. */
export function isProductFile(path: string): boolean {
  return /\.tsx?$/.test(path) && PRODUCT_FOLDERS.some((folder) => path.startsWith(folder)) && !isTestCode(path);
}

/** A .ts/.tsx file the rules apply to: of any room, and no test code. */
export function isRuledFile(path: string): boolean {
  return /\.tsx?$/.test(path) && !isTestCode(path) && ROOMS.some((room) => room.home(path) !== undefined);
}

function isRepoPath(target: string): boolean {
  return target.startsWith('../') || REPO_FOLDERS.some((folder) => target.startsWith(`${folder}/`));
}

/** `react-dom/client` → `react-dom`, `@csstools/css-tokenizer/x` → `@csstools/css-tokenizer`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** A package pattern is a name, or a prefix ending in `*` (`@csstools/*`, `node:*`; `*` alone is any package). */
function packageAllowed(name: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => (pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern));
}

export interface Room {
  name: string;
  /** The folder a file of the room sits in (its own widget's folder for a widget), or undefined when the file is not of the room. */
  home(file: string): string | undefined;
  /** Folders it may import besides its home, as path prefixes. */
  folders: readonly string[];
  packages: readonly string[];
}

const under = (folder: string) => (file: string) => (file.startsWith(folder) ? folder : undefined);

const CORE_PACKAGES = ['dompurify', 'domhandler', '@csstools/*'];
const SERVER_PACKAGES = ['postcss', '@csstools/*', 'node:*'];
const REACT_PACKAGES = ['react', 'react-dom', 'html-react-parser', 'domhandler', 'dompurify'];
/** The entry points: every package of the rooms below (the server entry's Node built-ins included). */
const RUNTIME_PACKAGES = [...new Set([...CORE_PACKAGES, ...SERVER_PACKAGES, ...REACT_PACKAGES])];
/** The linter reads folders on Node and sanitizes in jsdom; the playground is an editor page (CodeMirror, built by Vite) that reads zips (fflate). */
const AUTHORING_PACKAGES = [...RUNTIME_PACKAGES, 'jsdom', 'codemirror', '@codemirror/*', '@lezer/*', 'fflate', 'vite'];
const TOOLING = ['fixtures/', 'e2e/', 'bench/', 'scripts/', 'test/'];

export const ROOMS: readonly Room[] = [
  { name: 'core', home: under('engine/core/'), folders: [], packages: CORE_PACKAGES },
  { name: 'server', home: under('engine/server/'), folders: ['engine/core/'], packages: SERVER_PACKAGES },
  { name: 'browser', home: under('engine/browser/'), folders: ['engine/core/'], packages: [] },
  // The React renderer; its one-file/ stand-ins replace packages of html-react-parser in the script-tag bundle.
  { name: 'react', home: under('engine/react/'), folders: ['engine/core/', 'engine/browser/'], packages: REACT_PACKAGES },
  { name: 'ui', home: under('ui/'), folders: ['engine/core/', 'engine/react/context/'], packages: ['react'] },
  // Page services with no view (the signals socket, the tabs' election, the support-chat loader).
  { name: 'services', home: under('services/'), folders: ['engine/core/', 'engine/browser/'], packages: [] },
  {
    name: 'widget',
    // Its own widget's folder: widgets/<name>/, sub-folders included.
    home: (file) => /^widgets\/[^/]+\//.exec(file)?.[0],
    folders: ['engine/core/', 'engine/browser/', 'engine/react/context/', 'ui/', 'services/'],
    packages: ['react'],
  },
  // The composition root: the entry points, the default composition and the default templates.
  { name: 'runtime', home: under('runtime/'), folders: ['engine/', 'ui/', 'services/', 'widgets/'], packages: RUNTIME_PACKAGES },
  // The partners' tools: the template linter and its CLI, the template folder, the playground.
  { name: 'authoring', home: under('authoring/'), folders: ['engine/', 'runtime/'], packages: AUTHORING_PACKAGES },
  // The demo marketplace serves the product and the authoring tools.
  { name: 'fixtures', home: under('fixtures/'), folders: [...PRODUCT_FOLDERS, 'authoring/'], packages: ['*'] },
  // The benchmarks build the script-tag bundle's React as the build does.
  { name: 'bench', home: under('bench/'), folders: [...PRODUCT_FOLDERS, 'authoring/', 'fixtures/', 'test/', 'build/'], packages: ['*'] },
  { name: 'e2e', home: under('e2e/'), folders: [...PRODUCT_FOLDERS, 'authoring/', 'fixtures/', 'test/'], packages: ['*'] },
  // Build and repository tooling: may drive the demo (screenshots) and build the product, imported by nothing.
  { name: 'scripts', home: under('scripts/'), folders: [...PRODUCT_FOLDERS, 'authoring/', 'fixtures/', 'build/', 'test/'], packages: ['*'] },
  { name: 'build', home: under('build/'), folders: [...PRODUCT_FOLDERS], packages: ['*'] },
];

function describe(room: Room, home: string): string {
  const folders = [home, ...room.folders].join(', ');
  const packages = room.packages.includes('*') ? 'any package' : room.packages.length > 0 ? room.packages.join(', ') : 'no package';
  return `${room.name} may import ${folders} and ${packages}`;
}

export function roomOf(file: string): Room | undefined {
  return ROOMS.find((room) => room.home(file) !== undefined);
}

/** The imports of `file` that DESIGN §2 forbids; none for test code or a file of no room. */
export function importViolations(file: string, targets: readonly string[]): ImportViolation[] {
  if (isTestCode(file)) return [];
  const room = roomOf(file);
  const home = room?.home(file);
  if (!room || home === undefined) return [];
  const violations: ImportViolation[] = [];
  for (const target of targets) {
    if (isRepoPath(target)) {
      if (isTestCode(target) && !TOOLING.some((folder) => home.startsWith(folder))) {
        violations.push({ file, target, rule: 'no file of the product or of authoring imports tests or test kits' });
      } else if (!target.startsWith(home) && !room.folders.some((folder) => target.startsWith(folder))) {
        violations.push({ file, target, rule: describe(room, home) });
      }
    } else if (!packageAllowed(packageName(target), room.packages)) {
      violations.push({ file, target, rule: describe(room, home) });
    }
  }
  return violations;
}
