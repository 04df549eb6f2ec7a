import { spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../fixtures/server/marketServer.testkit.ts';
import { runLintTemplates } from './runLintTemplates.ts';

const folders: { path: string; remove(): void }[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) folder.remove();
});

/** A template folder holding `files` (name → text; a name ending in / is a folder). */
function templateFolder(files: Record<string, string>): string {
  const dir = tempDir('unav-lint-cli-');
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) {
    if (name.endsWith('/')) mkdirSync(join(dir.path, name), { recursive: true });
    else writeFileSync(join(dir.path, name), text);
  }
  return dir.path;
}

/** The command's main, as the CLI runs it: what it printed (errors marked) and its exit code. */
function lint(...paths: string[]): { output: string; exitCode: number } {
  const lines: string[] = [];
  const exitCode = runLintTemplates(paths, (line) => lines.push(line), (line) => lines.push(`error: ${line}`));
  return { output: lines.join('\n'), exitCode };
}

// Each test starts Node with tsx: a few seconds on a quiet day, several times that on a loaded one.
describe('npm run lint:templates (the real command)', { timeout: 60_000 }, () => {
  const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'authoring/cli/lint-templates.ts', ...args], { encoding: 'utf8' });

  it('a missing folder: one clear line on stderr, no stack, exit 2', () => {
    const result = run('no/such/folder');
    expect(result.stderr.trim()).toBe('Template folder not found: no/such/folder');
    expect(result.stdout).toBe('');
    expect(result.status).toBe(2);
  }, 30_000);

  it('a clean folder: "No problems in N files.", exit 0', () => {
    const dir = templateFolder({ 'headerIn.html': '<header>{{logo}} {{userFirstName}}</header>', 'css.css': '.x { color: red }' });
    const result = run(dir);
    expect(result.stdout.trim()).toBe('No problems in 2 files.');
    expect(result.status).toBe(0);
  }, 30_000);

  it('problems: one line each on stdout, exit 1', () => {
    const dir = templateFolder({ 'header-in.html': '<header></header>', 'footer.html': '<a href="javascript:go()">x</a>' });
    const result = run(dir);
    expect(result.stdout.trim().split('\n')).toEqual([
      `${dir}/header-in.html  the template server never reads this file: did you mean headerIn.html?`,
      `${dir}/footer.html:1  href="javascript:go()"  URL scheme "javascript:" in href on <a> is removed: only http:, https:, mailto:, tel: and relative URLs are allowed`,
      '2 problems in 1 file.',
    ]);
    expect(result.status).toBe(1);
  }, 30_000);

  it('no path: the usage, exit 2', () => {
    const result = run();
    expect(result.stderr.trim()).toBe('Usage: npm run lint:templates -- DIR|FILE ...');
    expect(result.status).toBe(2);
  }, 30_000);
});

describe('lint:templates messages', () => {
  it('a path that is no folder or file (a device): exit 2', () => {
    expect(lint('/dev/null')).toEqual({ output: 'error: Not a template folder or file: /dev/null', exitCode: 2 });
  });

  it('an empty folder: says the defaults would be served, never "no problems", exit 1', () => {
    const dir = templateFolder({});
    const { output, exitCode } = lint(dir);
    expect(output).toBe(`${dir}  no template files: the template server would serve the default templates; it reads headerIn.html, headerOut.html, headerSso.html, headerCheckout.html, footer.html, css.css, cssHeader.css, translations.json, assets.json, theme.json, headerTheme.json\n1 problem, and no file the template server reads.`);
    expect(exitCode).toBe(1);
  });

  it('a folder of files the server never reads counts as empty, and names each file', () => {
    const dir = templateFolder({ 'headerin.html': '<header></header>', 'headerIn.htm': '<header></header>', 'notes.txt': 'x', 'logo.svg': '<svg></svg>' });
    const { output, exitCode } = lint(dir);
    expect(output.split('\n')).toEqual([
      `${dir}/headerIn.htm  the template server never reads this file: did you mean headerIn.html?`,
      `${dir}/headerin.html  the template server never reads this file: did you mean headerIn.html?`,
      `${dir}/notes.txt  the template server never reads this file: it reads only headerIn.html, headerOut.html, headerSso.html, headerCheckout.html, footer.html, css.css, cssHeader.css, translations.json, assets.json, theme.json, headerTheme.json`,
      expect.stringMatching(new RegExp(`^${dir}  no template files: the template server would serve the default templates`)),
      '4 problems, and no file the template server reads.',
    ]);
    expect(exitCode).toBe(1);
  });

  it('a misnamed preview folder, and the files of preview/ linted like the others', () => {
    const dir = templateFolder({ 'headerIn.html': '<header></header>', 'Preview/': '', 'preview/': '', 'preview/footer.html': '<footer onclick="x()"></footer>' });
    const { output, exitCode } = lint(dir);
    expect(output.split('\n')).toEqual([
      `${dir}/Preview  the template server never reads this folder: did you mean preview/?`,
      `${dir}/preview/footer.html:1  onclick="x()"  event handler on <footer> is removed: onclick runs script, and no script runs in the header`,
      '2 problems in 2 files.',
    ]);
    expect(exitCode).toBe(1);
  });

  it('a misspelt token: did you mean the token name', () => {
    const dir = templateFolder({ 'headerIn.html': '<header>\nHi {{userFirstname}}\n{{promoBadge}}</header>' });
    const { output, exitCode } = lint(dir);
    expect(output.split('\n')).toEqual([
      `${dir}/headerIn.html:2  {{userFirstname}}  unknown name 'userFirstname': did you mean 'userFirstName'? it renders nothing unless the host page registers a placeholder of that name`,
      `${dir}/headerIn.html:3  {{promoBadge}}  unknown name 'promoBadge': it renders nothing unless the host page registers a placeholder of that name`,
      '2 problems in 1 file.',
    ]);
    expect(exitCode).toBe(1);
  });

  it('the real reason of each removal: URL scheme, event handler, forbidden element, with file:line', () => {
    const dir = templateFolder({
      'headerOut.html': '<nav>\n<a href="javascript:alert(1)">x</a>\n<img src="/l.png" onerror="steal()" alt="">\n<script>track()</script>\n<iframe src="/x"></iframe>\n</nav>',
    });
    const { output, exitCode } = lint(dir);
    expect(output.split('\n')).toEqual([
      `${dir}/headerOut.html:2  href="javascript:alert(1)"  URL scheme "javascript:" in href on <a> is removed: only http:, https:, mailto:, tel: and relative URLs are allowed`,
      `${dir}/headerOut.html:3  onerror="steal()"  event handler on <img> is removed: onerror runs script, and no script runs in the header`,
      `${dir}/headerOut.html:4  <script>  <script> is removed with its attributes: the header profile does not allow this element: it holds script, and no script runs in the header`,
      `${dir}/headerOut.html:5  <iframe>  <iframe> is removed with its attributes: the header profile does not allow this element: it embeds another document`,
      '4 problems in 1 file.',
    ]);
    expect(exitCode).toBe(1);
  });

  it('CSS outside the allowed set: the rule or property, its line and why', () => {
    const dir = templateFolder({ 'cssHeader.css': '.bar { color: red }\n.bar .sticky {\n  position: fixed;\n}\n@import url("x.css");' });
    const { output, exitCode } = lint(dir);
    expect(output.split('\n')).toEqual([
      `${dir}/cssHeader.css:3  .bar .sticky { position }  removed: position: fixed or sticky places a box against the page, not the header`,
      `${dir}/cssHeader.css:5  @import  removed: only @media, @supports and @container are kept: other at-rules load files or define names for the whole page`,
      '2 problems in 1 file.',
    ]);
    expect(exitCode).toBe(1);
  });

  it('a JSON file the server cannot parse', () => {
    const dir = templateFolder({ 'theme.json': '{ "primary": ' });
    const { output, exitCode } = lint(dir);
    expect(output).toMatch(new RegExp(`^${dir}/theme.json  not valid JSON, so the template server cannot read it: `));
    expect(exitCode).toBe(1);
  });

  it('the fixture partners\' folders, as the template server reads them, have no problems', () => {
    expect(lint('fixtures/partners/northwind', 'fixtures/partners/globex')).toEqual({ output: 'No problems in 29 files.', exitCode: 0 });
  });

  it('prints file names and template text without terminal escape sequences, keeping their letters', () => {
    const dir = templateFolder({
      '\x1b]0;pwned\x07héader-in.html': '<header></header>',
      'footer.html': '<footer>\n<a href="javascript:\x1b[2J\x1b[1;1Hgo(\u00e9)">x</a></footer>',
    });
    const { output } = lint(dir);
    expect(output.split('\n')).toEqual([
      `${dir}/héader-in.html  the template server never reads this file: it reads only headerIn.html, headerOut.html, headerSso.html, headerCheckout.html, footer.html, css.css, cssHeader.css, translations.json, assets.json, theme.json, headerTheme.json`,
      `${dir}/footer.html:2  href="javascript:go(é)"  URL scheme "javascript:" in href on <a> is removed: only http:, https:, mailto:, tel: and relative URLs are allowed`,
      '2 problems in 1 file.',
    ]);
  });

  it('a symbolic link out of the folder is reported, not read; one inside it is linted', () => {
    const outside = templateFolder({ 'secret.html': '<a href="javascript:secret()">x</a>', 'drafts/': '', 'drafts/headerIn.html': '<p onclick="draft()"></p>' });
    const dir = templateFolder({ 'shared/': '', 'shared/out.html': '<p onclick="x()"></p>' });
    symlinkSync('/etc/passwd', join(dir, 'headerIn.html'));
    symlinkSync(relative(dir, join(outside, 'secret.html')), join(dir, 'footer.html'));
    symlinkSync(join(outside, 'drafts'), join(dir, 'preview'));
    symlinkSync('nothing.css', join(dir, 'css.css'));
    symlinkSync('shared/out.html', join(dir, 'headerOut.html'));
    symlinkSync(join(outside, 'secret.html'), join(dir, 'notes.txt'));
    const { output, exitCode } = lint(dir);
    expect(output.split('\n')).toEqual([
      `${dir}/css.css  a symbolic link to nothing: the template server skips it`,
      `${dir}/footer.html  a symbolic link out of the template folder (to ${outside}/secret.html): the template server does not follow it, and serves the default instead`,
      `${dir}/headerIn.html  a symbolic link out of the template folder (to /etc/passwd): the template server does not follow it, and serves the default instead`,
      `${dir}/notes.txt  the template server never reads this file: it reads only headerIn.html, headerOut.html, headerSso.html, headerCheckout.html, footer.html, css.css, cssHeader.css, translations.json, assets.json, theme.json, headerTheme.json`,
      `${dir}/preview  a symbolic link out of the template folder (to ${outside}/drafts): the template server does not follow it, so preview mode shows the published files`,
      `${dir}/headerOut.html:1  onclick="x()"  event handler on <p> is removed: onclick runs script, and no script runs in the header`,
      '6 problems in 1 file.',
    ]);
    expect(exitCode).toBe(1);
  });

  it('a single misnamed file named on the command line is linted and its name reported', () => {
    const dir = templateFolder({ 'header-in.html': '<header>{{logo}}</header>' });
    expect(lint(join(dir, 'header-in.html'))).toEqual({
      output: `${dir}/header-in.html  the template server never reads this file: did you mean headerIn.html?\n1 problem in 1 file.`,
      exitCode: 1,
    });
  });
});
