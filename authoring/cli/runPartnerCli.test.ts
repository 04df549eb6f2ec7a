import { EventEmitter } from 'node:events';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../fixtures/server/marketServer.testkit.ts';
import { CLI_USAGE } from './parseCliArgs.ts';
import { runPartnerCli, type PartnerCliDeps } from './runPartnerCli.ts';
import type { MarketServerStart } from './runServeTemplates.ts';

const folders: { path: string; remove(): void }[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) folder.remove();
});

function scratch(): string {
  const dir = tempDir('unav-partner-cli-');
  folders.push(dir);
  return dir.path;
}

const noServer = () => Promise.reject(new Error('no server in this test'));
const jsdomNotInstalled = () => Promise.reject(Object.assign(new Error("Cannot find package 'jsdom' imported from /app/cli.js"), { code: 'ERR_MODULE_NOT_FOUND' }));

/** The CLI as the binary runs it: stdout and stderr apart, and the exit code. */
async function cli(argv: string[], deps: Partial<PartnerCliDeps> = {}): Promise<{ stdout: string[]; stderr: string[]; exitCode: number }> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const exitCode = await runPartnerCli(argv, { print: (line) => stdout.push(line), printError: (line) => stderr.push(line) }, { startMarketServer: noServer, ...deps });
  return { stdout, stderr, exitCode };
}

describe('universal-nav (runPartnerCli)', () => {
  it('--help: the usage on stdout, exit 0', async () => {
    expect(await cli(['--help'])).toEqual({ stdout: [CLI_USAGE], stderr: [], exitCode: 0 });
  });

  it('an unknown command, or none: what is wrong, then the usage, on stderr, exit 2', async () => {
    expect(await cli(['publish', 'x'])).toEqual({ stdout: [], stderr: ['universal-nav: unknown command: publish', CLI_USAGE], exitCode: 2 });
    expect(await cli([])).toEqual({ stdout: [], stderr: ['universal-nav: no command given', CLI_USAGE], exitCode: 2 });
  });

  it('init needs no jsdom', async () => {
    const dir = join(scratch(), 'my-templates');
    const { exitCode } = await cli(['init', dir], { loadJsdom: jsdomNotInstalled });
    expect(exitCode).toBe(0);
    expect(readdirSync(dir)).toContain('headerIn.html');
  });

  it('lint is the linter of npm run lint:templates: its lines and exit codes', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'header-in.html'), '<header>{{logo}}</header>');
    writeFileSync(join(dir, 'footer.html'), '<footer>{{copyrightYear}}</footer>');
    expect(await cli(['lint', dir])).toEqual({
      stdout: [`${dir}/header-in.html  the template server never reads this file: did you mean headerIn.html?`, '1 problem in 1 file.'],
      stderr: [],
      exitCode: 1,
    });
    expect(await cli(['lint', join(dir, 'nothing')])).toEqual({ stdout: [], stderr: [`Template folder not found: ${join(dir, 'nothing')}`], exitCode: 2 });
  });

  it('lint and serve without jsdom: one line saying how to get it, exit 2, nothing run', async () => {
    const started: MarketServerStart[] = [];
    const startMarketServer = (options: MarketServerStart) => {
      started.push(options);
      return noServer();
    };
    for (const command of ['lint', 'serve']) {
      expect(await cli([command, scratch()], { loadJsdom: jsdomNotInstalled, startMarketServer })).toEqual({
        stdout: [],
        stderr: [`universal-nav ${command} needs jsdom, which is not installed: run npm install --save-dev universal-nav jsdom, or npx -p universal-nav -p jsdom universal-nav ${command} DIR`],
        exitCode: 2,
      });
    }
    expect(started).toEqual([]);
  });

  it('serve starts the marketplace given, on the folder, and stops on SIGTERM with exit 0', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'footer.html'), '<footer>{{copyrightYear}}</footer>');
    const signals = new EventEmitter();
    const started: MarketServerStart[] = [];
    const startMarketServer = async (options: MarketServerStart) => {
      started.push(options);
      // Started: the test stops it as Ctrl-C or a process manager would.
      setTimeout(() => signals.emit('SIGTERM'), 0);
      return { url: 'http://127.0.0.1:4321', close: () => Promise.resolve() };
    };
    const { stdout, exitCode } = await cli(['serve', dir, '--port', '0'], { startMarketServer, signals, env: { UNAV_ALLOW_ORIGINS: 'http://localhost:5174' } });
    expect(exitCode).toBe(0);
    expect(started).toMatchObject([{ port: 0, allowOrigins: ['http://localhost:5174'], templatesDir: dir }]);
    expect(stdout).toContain(`Template check of ${dir}:`);
    expect(stdout).toContain('  No problems in 1 file.');
  });
});
