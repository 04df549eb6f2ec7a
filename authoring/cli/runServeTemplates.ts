import { resolve } from 'node:path';
import { templateFolderError } from '../templateFolder/templateFolderError.ts';
import { printTemplateReport } from '../templateFolder/templateReport.ts';
import { terminalText } from '../templateFolder/terminalText.ts';
import type { CliOutput } from './cliOutput.ts';
import type { ServeOptions } from './parseServeArgs.ts';

/** What the command asks of the marketplace it starts (fixtures/server/createMarketServer.ts, given by the caller). */
export interface MarketServerStart {
  port: number;
  allowOrigins: readonly string[];
  templatesDir?: string;
  onTemplatesChange?: (file: string | null) => void;
}

export type StartMarketServer = (options: MarketServerStart) => Promise<{ url: string; close(): Promise<void> }>;

/** What stops the server: the process's Ctrl-C and SIGTERM (a test sends them on an emitter of its own). */
export type StopSignals = Pick<NodeJS.EventEmitter, 'on' | 'off'>;

/**
 * `universal-nav serve DIR` and `npm start [-- --templates DIR]`: starts the local marketplace
 * (authoring imports no demo code: `start` is the caller's), prints its URL, then the folder's
 * template check, and again under `Changed: FILE` after every change. Resolves with the exit code:
 * 2 for a missing folder or a file, 1 when the server cannot start, 0 once Ctrl-C (SIGINT) or
 * SIGTERM has closed the server, its sockets and the watcher.
 */
export async function runServeTemplates(options: ServeOptions, start: StartMarketServer, io: CliOutput, signals: StopSignals = process): Promise<number> {
  // A missing folder, or a file given as one: one line (as the linter says it), before anything starts.
  const folderError = options.templatesDir === undefined ? undefined : templateFolderError(options.templatesDir);
  if (folderError) {
    io.printError(terminalText(folderError));
    return 2;
  }
  const templatesDir = options.templatesDir === undefined ? undefined : resolve(options.templatesDir);
  let server: Awaited<ReturnType<StartMarketServer>>;
  try {
    server = await start({
      port: options.port,
      allowOrigins: options.allowOrigins,
      ...(templatesDir ? {
        templatesDir,
        // Every change prints the folder's problems again, under a line naming the file changed.
        onTemplatesChange: (file: string | null) => printTemplateReport(templatesDir, io.print, file),
      } : {}),
    });
  } catch (error) {
    io.printError(terminalText(error instanceof Error ? error.message : String(error)));
    return 1;
  }

  io.print(`Local marketplace: ${server.url}/`);
  for (const origin of options.allowOrigins) io.print(terminalText(`Host pages on ${origin} may call it (CORS with credentials, the signals socket)`));
  if (templatesDir) {
    io.print(terminalText(`Serving templates from ${templatesDir} (the page reloads and the templates are checked again when a file changes)`));
    printTemplateReport(templatesDir, io.print);
  }
  io.print('Press Ctrl-C to stop.');
  return new Promise<number>((resolveExit) => {
    const stop = () => {
      signals.off('SIGINT', stop);
      signals.off('SIGTERM', stop);
      // Never hang on exit: if closing stalls, leave anyway.
      const stalled = setTimeout(() => resolveExit(0), 3000);
      const closed = () => {
        clearTimeout(stalled);
        resolveExit(0);
      };
      server.close().then(closed, closed);
    };
    signals.on('SIGINT', stop);
    signals.on('SIGTERM', stop);
  });
}
