import { parseServeArgs, type ServeOptions } from './parseServeArgs.ts';

/** What `universal-nav --help` prints, and what follows a mistake on the command line. */
export const CLI_USAGE = [
  'Usage: universal-nav <command>',
  '  universal-nav init DIR              write a starter template set into DIR (a new or empty folder)',
  '  universal-nav lint DIR|FILE ...     check template folders as the template server reads them',
  '                                      (exit 0: no problems, 1: problems, 2: no such folder)',
  '  universal-nav serve DIR [--port N] [--allow-origin ORIGIN ...]',
  '                                      the local marketplace showing DIR\'s templates, checked again and',
  '                                      reloaded on every change (port: PORT or 5173; 0 picks a free one)',
  'lint and serve need jsdom beside universal-nav: npm install --save-dev universal-nav jsdom',
].join('\n');

export type CliCommand =
  | { command: 'help' }
  | { command: 'init'; dir: string }
  | { command: 'lint'; paths: string[] }
  | { command: 'serve'; options: ServeOptions & { templatesDir: string } }
  | { command: 'error'; message: string };

const isHelp = (arg: string) => arg === '--help' || arg === '-h';

/** `universal-nav serve DIR [--port N] [--allow-origin ORIGIN ...]`: one folder, by position or `--templates`. */
function serveCommand(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): CliCommand {
  const parsed = parseServeArgs(argv, env);
  if ('error' in parsed) return { command: 'error', message: parsed.error };
  if (parsed.help) return { command: 'help' };
  const folders = [...parsed.positional, ...(parsed.options.templatesDir === undefined ? [] : [parsed.options.templatesDir])];
  const [templatesDir] = folders;
  if (templatesDir === undefined || folders.length > 1) return { command: 'error', message: 'serve takes one template folder: universal-nav serve DIR' };
  return { command: 'serve', options: { ...parsed.options, templatesDir } };
}

/**
 * The command a partner typed; `--help` (or `-h`) anywhere asks for the usage. The linter's paths
 * are passed on as they are, as `npm run lint:templates` takes them, so `lint` reports exactly what
 * it does.
 */
export function parseCliArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = {}): CliCommand {
  const [command, ...rest] = argv;
  if (command === undefined) return { command: 'error', message: 'no command given' };
  if (isHelp(command) || command === 'help' || rest.some(isHelp)) return { command: 'help' };
  switch (command) {
    case 'init': {
      const [dir] = rest;
      return dir === undefined || rest.length > 1 ? { command: 'error', message: 'init takes one folder: universal-nav init DIR' } : { command: 'init', dir };
    }
    case 'lint':
      return rest.length === 0 ? { command: 'error', message: 'lint takes one or more folders or files: universal-nav lint DIR|FILE ...' } : { command: 'lint', paths: rest };
    case 'serve':
      return serveCommand(rest, env);
    default:
      return { command: 'error', message: `unknown command: ${command}` };
  }
}
