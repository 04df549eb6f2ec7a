import type { CliOutput } from './cliOutput.ts';
import { jsdomMissing } from './jsdomMissing.ts';
import { CLI_USAGE, parseCliArgs } from './parseCliArgs.ts';
import { runInit } from './runInit.ts';
import type { StartMarketServer, StopSignals } from './runServeTemplates.ts';

export interface PartnerCliDeps {
  /** The local marketplace `serve` starts (fixtures/server/createMarketServer.ts in the package's copy). */
  startMarketServer: StartMarketServer;
  /** Loads jsdom; a test passes one that fails as a missing package does. */
  loadJsdom?: () => Promise<unknown>;
  env?: Readonly<Record<string, string | undefined>>;
  /** What stops `serve`: the process's signals unless a test gives its own. */
  signals?: StopSignals;
}

/**
 * `universal-nav init|lint|serve ...`, the partners' command, without the process: returns the exit
 * code (for `serve`, once it stops). lint and serve load jsdom and the linter only when run, so
 * `--help` and `init` work without jsdom, and its absence is one line, not a stack trace.
 */
export async function runPartnerCli(argv: readonly string[], io: CliOutput, deps: PartnerCliDeps): Promise<number> {
  const command = parseCliArgs(argv, deps.env ?? {});
  switch (command.command) {
    case 'help':
      io.print(CLI_USAGE);
      return 0;
    case 'error':
      io.printError(`universal-nav: ${command.message}`);
      io.printError(CLI_USAGE);
      return 2;
    case 'init':
      return runInit(command.dir, io);
    case 'lint': {
      const missing = await jsdomMissing('lint', deps.loadJsdom);
      if (missing) {
        io.printError(missing);
        return 2;
      }
      const { runLintTemplates } = await import('./runLintTemplates.ts');
      return runLintTemplates(command.paths, io.print, io.printError);
    }
    case 'serve': {
      const missing = await jsdomMissing('serve', deps.loadJsdom);
      if (missing) {
        io.printError(missing);
        return 2;
      }
      const { runServeTemplates } = await import('./runServeTemplates.ts');
      return runServeTemplates(command.options, deps.startMarketServer, io, deps.signals);
    }
  }
}
