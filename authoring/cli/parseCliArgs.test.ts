import { describe, expect, it } from 'vitest';
import { CLI_USAGE, parseCliArgs } from './parseCliArgs.ts';

describe('parseCliArgs: universal-nav init|lint|serve', () => {
  it('init DIR; init with no folder or two is an error', () => {
    expect(parseCliArgs(['init', 'my-templates'])).toEqual({ command: 'init', dir: 'my-templates' });
    expect(parseCliArgs(['init'])).toEqual({ command: 'error', message: 'init takes one folder: universal-nav init DIR' });
    expect(parseCliArgs(['init', 'a', 'b'])).toEqual({ command: 'error', message: 'init takes one folder: universal-nav init DIR' });
  });

  it('lint passes every path on as written, as npm run lint:templates does; none is an error', () => {
    expect(parseCliArgs(['lint', 'a', 'b/headerIn.html', '-x'])).toEqual({ command: 'lint', paths: ['a', 'b/headerIn.html', '-x'] });
    expect(parseCliArgs(['lint'])).toEqual({ command: 'error', message: 'lint takes one or more folders or files: universal-nav lint DIR|FILE ...' });
  });

  it('serve DIR with the template server\'s options (the environment\'s PORT too)', () => {
    expect(parseCliArgs(['serve', 'my-templates', '--port', '0', '--allow-origin', 'http://localhost:5174'])).toEqual({
      command: 'serve', options: { templatesDir: 'my-templates', port: 0, allowOrigins: ['http://localhost:5174'] },
    });
    expect(parseCliArgs(['serve', '--templates', 'my-templates'], { PORT: '4000' })).toEqual({
      command: 'serve', options: { templatesDir: 'my-templates', port: 4000, allowOrigins: [] },
    });
  });

  it('serve takes exactly one folder, and a valid port', () => {
    const one = { command: 'error', message: 'serve takes one template folder: universal-nav serve DIR' };
    expect(parseCliArgs(['serve'])).toEqual(one);
    expect(parseCliArgs(['serve', 'a', 'b'])).toEqual(one);
    expect(parseCliArgs(['serve', 'a', '--templates', 'b'])).toEqual(one);
    expect(parseCliArgs(['serve', 'a', '--port', 'x'])).toEqual({ command: 'error', message: 'Invalid port: NaN' });
    expect(parseCliArgs(['serve', 'a', '--open'])).toEqual({ command: 'error', message: 'Unknown argument: --open' });
  });

  it('--help, -h and help anywhere ask for the usage; no command or an unknown one is an error', () => {
    for (const argv of [['--help'], ['-h'], ['help'], ['lint', '--help'], ['serve', 'dir', '-h'], ['init', '--help']]) {
      expect(parseCliArgs(argv)).toEqual({ command: 'help' });
    }
    expect(parseCliArgs([])).toEqual({ command: 'error', message: 'no command given' });
    expect(parseCliArgs(['start'])).toEqual({ command: 'error', message: 'unknown command: start' });
  });

  it('the usage names every command and how to get jsdom', () => {
    for (const text of ['universal-nav init DIR', 'universal-nav lint DIR|FILE ...', 'universal-nav serve DIR [--port N]', 'npm install --save-dev universal-nav jsdom']) {
      expect(CLI_USAGE).toContain(text);
    }
  });
});
