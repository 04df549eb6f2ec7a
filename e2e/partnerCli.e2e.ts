/**
 * The partners' command, `universal-nav init|lint|serve`, as they get it: the built binary
 * (dist/cli/universal-nav.js, `npm run build`) run by Node from a folder of their own, and the
 * package as `npm pack` makes it, unpacked beside its dependencies, first without jsdom (an
 * optional peer), then with it. No browser: these run after the build, with the browser tests.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO = resolve('.');
const BUILT_BIN = join(REPO, 'dist/cli/universal-nav.js');

const scratch = mkdtempSync(join(tmpdir(), 'unav-partner-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let folders = 0;
/** A folder of the partner's, holding `files` (name → text). */
function folderWith(files: Record<string, string>): string {
  const dir = join(scratch, `set-${(folders += 1)}`);
  mkdirSync(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** The environment of a partner's shell: no port or origins set for the server. */
const { PORT: _port, UNAV_ALLOW_ORIGINS: _origins, ...partnerEnv } = process.env;

/** Runs a binary as a partner does, from a folder outside the repository. */
function run(bin: string, ...args: string[]): { stdout: string; stderr: string; status: number | null } {
  return spawnSync(process.execPath, [bin, ...args], { cwd: scratch, encoding: 'utf8', env: partnerEnv });
}

describe('universal-nav, the built binary', () => {
  beforeAll(() => {
    if (!existsSync(BUILT_BIN)) throw new Error('dist/cli/universal-nav.js is missing: run npm run build first');
  });

  it('is a Node script (#!) that prints its usage on --help, exit 0; an unknown command gets it on stderr, exit 2', () => {
    expect(readFileSync(BUILT_BIN, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    const help = run(BUILT_BIN, '--help');
    expect([help.status, help.stdout]).toEqual([0, expect.stringContaining('universal-nav serve DIR [--port N]')]);
    const unknown = run(BUILT_BIN, 'publish');
    expect([unknown.status, unknown.stdout]).toEqual([2, '']);
    expect(unknown.stderr).toMatch(/^universal-nav: unknown command: publish\nUsage: universal-nav <command>\n/);
  });

  it('init writes a starter set that lints clean; a second init into it is refused in one line, exit 2', () => {
    const dir = join(scratch, 'my-templates');
    const init = run(BUILT_BIN, 'init', dir);
    expect(init.status).toBe(0);
    expect(init.stdout).toContain(`Wrote a starter template set to ${dir}: headerIn.html, headerOut.html, headerSso.html, headerCheckout.html, footer.html, css.css, cssHeader.css, theme.json, headerTheme.json, translations.json, README.md.`);
    const lint = run(BUILT_BIN, 'lint', dir);
    expect([lint.status, lint.stdout, lint.stderr]).toEqual([0, 'No problems in 10 files.\n', '']);
    const again = run(BUILT_BIN, 'init', dir);
    expect([again.status, again.stdout, again.stderr]).toEqual([2, '', `Not empty: ${dir} (init writes only into a new or empty folder)\n`]);
  });

  // Each case the README lists, with the line the linter prints for it (after the folder's path).
  const cases: { name: string; files: Record<string, string>; line: string }[] = [
    {
      name: 'a misnamed file',
      files: { 'header-in.html': '<header>{{logo}}</header>', 'footer.html': '<footer></footer>' },
      line: '/header-in.html  the template server never reads this file: did you mean headerIn.html?',
    },
    {
      name: 'an unknown token, with the name meant',
      files: { 'headerIn.html': '<header>\nHi {{userFirstname}}</header>' },
      line: "/headerIn.html:2  {{userFirstname}}  unknown name 'userFirstname': did you mean 'userFirstName'? it renders nothing unless the host page registers a placeholder of that name",
    },
    {
      name: 'a javascript: URL',
      files: { 'footer.html': '<footer><a href="javascript:alert(1)">x</a></footer>' },
      line: '/footer.html:1  href="javascript:alert(1)"  URL scheme "javascript:" in href on <a> is removed: only http:, https:, mailto:, tel: and relative URLs are allowed',
    },
    {
      name: 'an event handler',
      files: { 'headerOut.html': '<header>\n<button onclick="go()">Go</button></header>' },
      line: '/headerOut.html:2  onclick="go()"  event handler on <button> is removed: onclick runs script, and no script runs in the header',
    },
    {
      name: 'nesting too deep',
      files: { 'headerIn.html': `<header>\n${'<div>'.repeat(300)}${'</div>'.repeat(300)}\n</header>` },
      line: '/headerIn.html:2  template  more than 256 levels of nesting: beyond the bounds of a template, so the default template renders instead',
    },
    {
      name: 'a CSS removal',
      files: { 'cssHeader.css': '.bar {\n  position: fixed;\n}' },
      line: '/cssHeader.css:2  .bar { position }  removed: position: fixed or sticky places a box against the page, not the header',
    },
    {
      name: 'invalid JSON',
      files: { 'theme.json': '{ "primaryColor": ' },
      line: '/theme.json  not valid JSON, so the template server cannot read it: ',
    },
  ];

  it.each(cases)('lint reports $name, exit 1', ({ files, line }) => {
    const dir = folderWith(files);
    const lint = run(BUILT_BIN, 'lint', dir);
    expect(lint.stdout).toContain(`${dir}${line}`);
    expect(lint.stdout).toMatch(/\n1 problem in 1 file\.\n$/);
    expect([lint.status, lint.stderr]).toEqual([1, '']);
  });

  it('lint on a missing folder: one line on stderr, exit 2', () => {
    const lint = run(BUILT_BIN, 'lint', 'no/such/folder');
    expect([lint.status, lint.stdout, lint.stderr]).toEqual([2, '', 'Template folder not found: no/such/folder\n']);
  });
});

interface Serving {
  url: string;
  output(): string;
  waitFor(text: string): Promise<void>;
  stop(): Promise<number | null>;
}

/** `universal-nav serve DIR --port 0`, once it has printed its URL and its start-up lines. */
async function serve(bin: string, dir: string): Promise<Serving> {
  const child = spawn(process.execPath, [bin, 'serve', dir, '--port', '0'], { cwd: scratch, env: partnerEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolveExit) => child.on('exit', (code) => resolveExit(code)));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
  const waitFor = async (text: string) => {
    const deadline = Date.now() + 20_000;
    while (!output.includes(text)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no "${text}" in: ${output}`);
      await new Promise((wait) => setTimeout(wait, 50));
    }
  };
  try {
    await waitFor('Press Ctrl-C to stop.');
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const url = /Local marketplace: (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1] ?? '';
  return {
    url,
    output: () => output,
    waitFor,
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

describe('the packed package, unpacked as npm installs it', () => {
  let packageDir = '';
  let bin = '';

  /** A package the unpacked one finds beside it, as npm would have installed it: this repository's copy. */
  function install(name: string): void {
    const target = join(scratch, 'node_modules', name);
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(join(REPO, 'node_modules', name), target, 'dir');
  }

  beforeAll(() => {
    const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], { cwd: REPO, encoding: 'utf8' })) as { filename: string }[];
    mkdirSync(join(scratch, 'node_modules'));
    execFileSync('tar', ['-xzf', join(scratch, packed?.filename ?? ''), '-C', join(scratch, 'node_modules')]);
    packageDir = join(scratch, 'node_modules', 'universal-nav');
    renameSync(join(scratch, 'node_modules', 'package'), packageDir);
    const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { bin: Record<string, string>; dependencies: Record<string, string> };
    bin = join(packageDir, pkg.bin['universal-nav'] ?? '');
    // Its dependencies and its required peers; jsdom, an optional peer, is not installed yet.
    for (const name of [...Object.keys(pkg.dependencies), 'react', 'react-dom']) install(name);
  }, 120_000);

  it('holds the command, its chunks and the fixture data, and none of the demo\'s code or apps', () => {
    expect(bin).toBe(join(packageDir, 'dist/cli/universal-nav.js'));
    for (const file of ['dist/cli/universal-nav.js', 'dist/cli/fixtures/personas/customer.json', 'dist/cli/fixtures/partners/appdirect/partner.json', 'dist/cli/fixtures/responses/theme/default.json', 'dist/cli/fixtures/catalogue/apps.json']) {
      expect([file, existsSync(join(packageDir, file))]).toEqual([file, true]);
    }
    for (const absent of ['dist/cli/fixtures/server', 'dist/cli/fixtures/reacthost', 'dist/playground', 'dist/reacthost', 'fixtures']) {
      expect([absent, existsSync(join(packageDir, absent))]).toEqual([absent, false]);
    }
  });

  it('without jsdom: init works; lint and serve say in one line how to get it, exit 2, no stack trace', () => {
    expect(run(bin, 'init', join(scratch, 'no-jsdom')).status).toBe(0);
    for (const command of ['lint', 'serve']) {
      const result = run(bin, command, join(scratch, 'no-jsdom'));
      expect([command, result.status, result.stdout]).toEqual([command, 2, '']);
      expect(result.stderr).toBe(`universal-nav ${command} needs jsdom, which is not installed: run npm install --save-dev universal-nav jsdom, or npx -p universal-nav -p jsdom universal-nav ${command} DIR\n`);
    }
  });

  describe('with jsdom', () => {
    beforeAll(() => install('jsdom'));

    it('serve: the marketplace from the package\'s own runtime and fixture copy, the folder\'s templates, live; SIGTERM stops it', async () => {
      const dir = join(scratch, 'served');
      expect(run(bin, 'init', dir).status).toBe(0);
      const headerIn = readFileSync(join(dir, 'headerIn.html'), 'utf8');
      const server = await serve(bin, dir);
      try {
        expect(server.output()).toContain(`Serving templates from ${dir}`);
        expect(server.output()).toContain(`Template check of ${dir}:\n  No problems in 10 files.\n`);
        // Neither the playground nor the React host page is offered: the package comes without them.
        expect(server.output()).not.toMatch(/playground|\/react/);
        const page = await fetch(`${server.url}/`);
        expect([page.status, await page.text()]).toEqual([200, expect.stringContaining('/dist/universal-nav.iife.js')]);
        expect((await fetch(`${server.url}/dist/universal-nav.iife.js`)).status).toBe(200);
        const templates = `${server.url}/api/channel/v1/styles/APPDIRECT/templates/published`;
        const set = (await (await fetch(templates)).json()) as { templates: Record<string, string> };
        expect(set.templates.headerIn).toBe(headerIn);
        // The persona and the partner come from the fixture data copied into the package.
        const bootstrap = (await (await fetch(`${server.url}/api/session/v1/bootstrap-context`)).json()) as { CHANNEL_SETTINGS?: { partner?: string } };
        expect(bootstrap.CHANNEL_SETTINGS?.partner).toBe('APPDIRECT');
        const playground = await (await fetch(`${server.url}/playground`)).text();
        expect(playground).toContain("The playground's app is not in this build: the installed package comes without it.");
        const react = await fetch(`${server.url}/react`);
        expect([react.status, await react.text()]).toEqual([503, expect.stringContaining('The React host page is not in this build')]);

        writeFileSync(join(dir, 'headerIn.html'), '<header class="acme-header">{{logo}} Hi {{userFirstname}}</header>');
        await server.waitFor("unknown name 'userFirstname'");
        expect(server.output()).toContain(`Changed: headerIn.html (template check of ${dir} again):`);
        const changed = (await (await fetch(templates)).json()) as { templates: Record<string, string> };
        expect(changed.templates.headerIn).toBe('<header class="acme-header">{{logo}} Hi {{userFirstname}}</header>');
      } finally {
        expect(await server.stop()).toBe(0);
      }
      await expect(fetch(server.url)).rejects.toThrow();
    });

    it('lint: the same report as the repository\'s binary', () => {
      const dir = folderWith({ 'headerIn.html': '<header>{{logo}} {{userFirstname}}</header>' });
      const packed = run(bin, 'lint', dir);
      expect(packed.status).toBe(1);
      expect(packed.stdout).toBe(run(BUILT_BIN, 'lint', dir).stdout);
    });
  });
});
